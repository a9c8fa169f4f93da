// The validating proxy of the production journeys (docs/production.md): one Prism per contract document
// (sdk/bundled/<doc>.json) in front of the HTTP mock server, in the foreground until stopped.
//   UPSTREAM=http://127.0.0.1:4010 CONTRACT_PROXY_PORT=4600 npx tsx scripts/start-contract-proxy.ts
// Each document gets its own port (CONTRACT_PROXY_PORT + its index below); `npm run start` then points
// API_UPSTREAM, REDIRECT_UPSTREAM, BLOG_UPSTREAM and DICTIONARY_UPSTREAM at them (see contractProxyUpstreams),
// and the WebSocket straight at the mock server: Prism does not carry sockets. With --errors, Prism answers a
// request or a response the contract does not allow with a problem+json (sl-violations), which nginx logs.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const PRISM = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url))

/** Each contract document and the path of the upstream it describes (its servers[0] on the mock server). */
export const CONTRACT_DOCUMENTS = [
  { doc: 'api', upstreamPath: '' },
  { doc: 'site', upstreamPath: '' },
  { doc: 'blog', upstreamPath: '/content/blog' },
  { doc: 'dictionary', upstreamPath: '/content/dictionary' },
] as const

/** The `npm run start` settings that route each document through its Prism. */
export function contractProxyUpstreams(basePort: number, host = '127.0.0.1'): Record<string, string> {
  const url = (doc: (typeof CONTRACT_DOCUMENTS)[number]['doc']) =>
    `http://${host}:${basePort + CONTRACT_DOCUMENTS.findIndex((entry) => entry.doc === doc)}`
  return {
    API_UPSTREAM: url('api'),
    REDIRECT_UPSTREAM: url('site'),
    BLOG_UPSTREAM: url('blog'),
    DICTIONARY_UPSTREAM: url('dictionary'),
  }
}

function run(upstream: string, basePort: number): void {
  const children: ChildProcess[] = CONTRACT_DOCUMENTS.map(({ doc, upstreamPath }, index) => {
    const args = ['proxy', `sdk/bundled/${doc}.json`, `${upstream}${upstreamPath}`, '--errors']
    const child = spawn(PRISM, [...args, '--host', '127.0.0.1', '--port', String(basePort + index)], {
      stdio: 'inherit',
    })
    child.on('exit', (code) => {
      console.error(`contract proxy: Prism for ${doc}.json stopped (${code ?? 'signal'})`)
      stop(1)
    })
    return child
  })
  const stop = (code: number) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const upstream = process.env.UPSTREAM?.trim() || 'http://127.0.0.1:4010'
  run(upstream.replace(/\/+$/, ''), Number(process.env.CONTRACT_PROXY_PORT ?? 4600))
}
