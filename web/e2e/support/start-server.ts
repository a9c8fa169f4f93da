import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * Another `npm run start` (nginx) beside the production journeys' own, with the same settings (playwright.config.ts
 * E2E_PROD_SERVER_ENV) plus `settings`: for a journey that needs the production server configured otherwise (a
 * tag manager). It serves the same build on a free port, in front of the same contract proxy and mock server.
 */
export async function startProductionServer(
  settings: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const base = JSON.parse(process.env.E2E_PROD_SERVER_ENV ?? 'null') as Record<string, string> | null
  if (!base) throw new Error('E2E_PROD_SERVER_ENV is not set: run the journey through playwright.config.ts')
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...base,
      ...settings,
      PORT: String(port),
      NGINX_RUNTIME_DIR: `.cache/nginx-${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const url = `http://localhost:${port}`
  await untilAnswers(url, child, () => errors)
  return { url, stop: () => stopped(child) }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function untilAnswers(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run start exited (${child.exitCode}): ${errors()}`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error(`npm run start did not answer on ${url}: ${errors()}`)
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
