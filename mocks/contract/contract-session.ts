// openapi-fetch clients typed by sdk/paths, one per contract document, sharing a cookie jar (one browser
// session). Every answer goes through a middleware that checks it against the bundled documents (a
// violation rejects the call, so the test fails) and records it for the coverage check.
import type { CreateOrderRequest } from '@sdk/gen/api/types.gen'
import type { OperationId } from '@sdk/operations.gen'
import { operations } from '@sdk/operations.gen'
import type { paths as ApiPaths } from '@sdk/paths/api'
import type { paths as BlogPaths } from '@sdk/paths/blog'
import type { paths as DictionaryPaths } from '@sdk/paths/dictionary'
import type { paths as SitePaths } from '@sdk/paths/site'
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import { mockBaseUrls } from '../server/create-mock-http-server'
import { SEED_USERS } from '../world/world-seed'
import { CookieJar } from './cookie-jar'
import { recordAnswer } from './coverage-recorder'
import { type ContractDocument, responseValidator } from './response-validator'

export interface Session {
  api: Client<ApiPaths>
  blog: Client<BlogPaths>
  dictionary: Client<DictionaryPaths>
  site: Client<SitePaths>
  jar: CookieJar
  /** Headers set on the calls of one operation (a cross-site Origin, another Content-Type), not on their set-up. */
  headersOf: { operationId: OperationId; headers: Record<string, string> } | null
}

/** What an openapi-fetch call resolves to, loosely: enough to check statuses and codes. */
export interface Answer {
  response: Response
  data?: unknown
  error?: unknown
}

export interface CheckedAnswer {
  status: number
  body: unknown
  code: string | null
}

const byRoute = new Map<string, OperationId>()
for (const [id, op] of Object.entries(operations))
  byRoute.set(`${op.document} ${op.method} ${op.path}`, id as OperationId)

/** Validates and records one answer of `operationId` (reads a clone; the original stays readable). */
export async function checkAnswer(operationId: OperationId, response: Response): Promise<CheckedAnswer> {
  const text = await response.clone().text()
  let body: unknown
  if (text !== '') {
    const type = response.headers.get('content-type') ?? ''
    if (!type.includes('application/json'))
      throw new Error(`${operationId} ${response.status}: content-type '${type}' is not JSON`)
    body = JSON.parse(text) as unknown
  }
  const { problems, code } = responseValidator().check(operationId, response.status, body)
  recordAnswer({ operationId, status: response.status, code })
  if (problems.length) throw new Error(`Contract violation:\n  ${problems.join('\n  ')}\n  body: ${text}`)
  return { status: response.status, body, code }
}

const contractMiddleware = (document: ContractDocument, session: () => Session): Middleware => ({
  onRequest({ request, schemaPath }) {
    const { jar, headersOf } = session()
    const cookie = jar.header(new URL(request.url))
    if (cookie) request.headers.set('cookie', cookie)
    if (headersOf && byRoute.get(`${document} ${request.method} ${schemaPath}`) === headersOf.operationId)
      for (const [name, value] of Object.entries(headersOf.headers)) request.headers.set(name, value)
    return request
  },
  async onResponse({ request, response, schemaPath }) {
    session().jar.store(response.headers.getSetCookie(), new URL(request.url))
    const operationId = byRoute.get(`${document} ${request.method} ${schemaPath}`)
    if (!operationId) throw new Error(`No operation for ${document} ${request.method} ${schemaPath}`)
    await checkAnswer(operationId, response)
    return response
  },
})

export function createSession(origin: string): Session {
  const bases = mockBaseUrls(origin)
  const client = <P extends object>(document: ContractDocument): Client<P> => {
    // openapi-fetch captures globalThis.fetch when created: look it up on each call instead.
    const c = createClient<P>({ baseUrl: bases[document], fetch: (req) => globalThis.fetch(req) })
    c.use(contractMiddleware(document, () => session))
    return c
  }
  const session: Session = {
    api: client<ApiPaths>('api'),
    blog: client<BlogPaths>('blog'),
    dictionary: client<DictionaryPaths>('dictionary'),
    site: client<SitePaths>('site'),
    jar: new CookieJar(),
    headersOf: null,
  }
  return session
}

/**
 * A create-order body as the `paths` types want it: openapi-typescript makes a property with a default
 * required (noMemo), where the generated SDK types (and the world's helpers) keep it optional.
 */
export const wire = (req: CreateOrderRequest) => ({ noMemo: false, ...req })

export type SeedUser = keyof typeof SEED_USERS
export const FINGERPRINT = 'contract-fp'

/** A session signed in as a seeded user (demo by default). */
export async function signedIn(origin: string, user: SeedUser = 'demo'): Promise<Session> {
  const session = createSession(origin)
  const { email, password } = SEED_USERS[user]
  const res = await session.api.POST('/api/v1/users/local/authenticate', {
    body: { email, password, browserFingerprint: FINGERPRINT },
  })
  if (res.response.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.response.status}`)
  return session
}
