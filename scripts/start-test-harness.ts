// For the tests of `npm run start` against the real nginx (scripts/start-edge.test.ts, start-service.test.ts): a
// build's smallest stand-in, an upstream that records what reaches it, and the server started as a service would be.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import { type AddressInfo, connect, createServer as createNetServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { APP_CONFIG_PLACEHOLDER } from '../web/config/runtime-config.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** These tests need the real nginx, as the production journeys do; `npm test` installs it first. */
export function requireNginx(): void {
  if (!['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path)))
    throw new Error('nginx is not installed: `node scripts/ensure-nginx.mjs` (docs/production.md)')
}

const made: string[] = []

/** A folder readable by nginx's workers (they run as nobody when the tests run as root); see removeTempDirs. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  chmodSync(dir, 0o755)
  made.push(dir)
  return dir
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** A production build's smallest stand-in: one page with the configuration element; `extra` adds files. */
export function fakeDist(extra: Record<string, string> = {}): string {
  const dir = tempDir('start-dist-')
  const page = `<!doctype html><html><head>${APP_CONFIG_PLACEHOLDER}</head><body>app</body></html>`
  for (const [name, text] of Object.entries({ 'index.html': page, ...extra }))
    writeFileSync(join(dir, name), text)
  return dir
}

export async function freePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

export interface Upstream {
  url: string
  seen: Seen[]
  /** Bytes of the body of the request in progress on `path`, as they arrive. */
  arriving: Map<string, number>
  /** Answers the requests held on /api/hold. */
  release(): void
  close(): Promise<void>
}

/** An API that answers JSON with its own X-Content-Type-Options and CSP, and holds /api/hold until released. */
export async function startUpstream(): Promise<Upstream> {
  const seen: Seen[] = []
  const arriving = new Map<string, number>()
  let held: (() => void)[] = []
  const server: Server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? ''
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    arriving.set(path, 0)
    req.on('data', (chunk: Buffer) => arriving.set(path, (arriving.get(path) ?? 0) + chunk.length))
    const answer = () => {
      res.setHeader('content-type', 'application/json')
      res.setHeader('x-content-type-options', 'upstream-value')
      res.setHeader('content-security-policy', 'default-src *')
      res.end(JSON.stringify({ ok: true, bytes: arriving.get(path) }))
    }
    req.on('end', () => (path === '/api/hold' ? held.push(answer) : answer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    arriving,
    release: () => {
      for (const answer of held) answer()
      held = []
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface Started {
  child: ChildProcess
  url: string
  stop(): Promise<void>
}

/** `npm run start`'s script with `env` and the given stdio, once its health check answers. */
export async function startSite(env: Record<string, string>, stdio: StdioOptions): Promise<Started> {
  const port = await freePort()
  // The Node that runs the tests (npm's, 24) runs the start script as `npm run start` does.
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NGINX_WORKER_PROCESSES: '1', ...env },
    stdio,
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run start exited (${child.exitCode}): ${stderr}`)
    const status = await get(`${url}/healthz`).then(
      (answer) => answer.status,
      () => 0,
    )
    if (status === 200) break
    if (Date.now() > deadline) throw new Error(`npm run start did not answer: ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { child, url, stop }
}

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export interface Ask {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The client's own address (127.0.0.0/8 is all loopback): a trusted proxy or a stranger. */
  from?: string
}

/** One plain HTTP request (a Host header of our choosing, which fetch does not allow). */
export function get(url: string, ask: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: ask.method ?? 'GET',
      headers: ask.headers,
      localAddress: ask.from,
      agent: false,
    })
    req.on('response', (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(ask.body)
  })
}

export interface Journal {
  /** The connected end, to give the server as its stdout (then destroy ours). */
  stdout: Socket
  /** What arrived so far. */
  text(): string
  close(): void
}

/** A service manager's journal: a UNIX socket, which nginx itself could not open as /dev/stdout. */
export async function journal(): Promise<Journal> {
  let text = ''
  let reader: Socket | undefined
  const server = createNetServer((socket) => {
    reader = socket
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
  })
  const path = join(tempDir('start-log-'), 'journal.sock')
  await new Promise<void>((resolve) => server.listen(path, resolve))
  const stdout = connect(path)
  await new Promise((resolve) => stdout.on('connect', resolve))
  return {
    stdout,
    text: () => text,
    close: () => {
      reader?.destroy()
      server.close()
    },
  }
}
