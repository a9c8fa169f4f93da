// Serves MSW handlers to real HTTP requests: the request is turned into a fetch Request, the handlers answer it
// (msw's getResponse), and the answer is streamed back; a request no handler answers goes on to `next`.
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'
import type { Handler } from './express-lite'

const toRequest = (req: IncomingMessage, origin: string): Request => {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error -- undici needs `duplex` for a streamed body; the DOM types do not know it.
    duplex: hasBody ? 'half' : undefined,
  })
}

export function mswMiddleware(handlers: RequestHandler[], origin: string): Handler {
  return (req, res, next) => {
    getResponse(handlers, toRequest(req, origin), { baseUrl: origin })
      .then((response) => {
        if (!response) return next()
        // A handler's HttpResponse.error() is a network failure: the connection drops without an answer.
        if (response.type === 'error') return void res.socket?.destroy()
        res.statusCode = response.status
        res.statusMessage = response.statusText
        // append, not set: several Set-Cookie headers stay several.
        response.headers.forEach((value, name) => {
          if (name === 'set-cookie') return
          res.appendHeader(name, value)
        })
        for (const cookie of response.headers.getSetCookie()) res.appendHeader('set-cookie', cookie)
        if (response.body) Readable.fromWeb(response.body as never).pipe(res)
        else res.end()
      })
      .catch(next)
  }
}
