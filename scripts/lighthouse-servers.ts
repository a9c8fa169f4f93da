// The servers `npm run lighthouse` audits: the HTTP mock server, and the production build behind the real nginx
// (`npm run start`), each in a process group of its own so that stopping it stops what it started too.
import { type ChildProcess, spawn } from 'node:child_process'

const children: ChildProcess[] = []

function start(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  children.push(child)
}

export function stopServers(): void {
  for (const child of children)
    if (child.pid && child.exitCode === null)
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
}
process.on('exit', stopServers)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopServers()
    process.exit(1)
  })

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Starts the mock server on `mock` and nginx serving `distDir` on `site` in front of it. */
export async function startSite({ site, mock, distDir }: { site: URL; mock: URL; distDir: string }) {
  start('npx', ['tsx', 'mocks/server/main.ts'], {
    MOCK_SERVER_PORT: mock.port,
    MOCK_CORS_ORIGINS: site.origin,
  })
  await waitFor(new URL('/api/v1/health', mock).href)
  start('npm', ['run', '-s', 'start'], {
    PORT: site.port,
    DIST_DIR: distDir,
    API_UPSTREAM: mock.origin,
    WS_UPSTREAM: mock.origin,
    ACCESS_LOG: 'off',
    NGINX_WORKER_PROCESSES: '1',
  })
  await waitFor(site.href)
}

/** An order of the seeded demo user, as its order page is opened (/order/{id}?destinationAddress=…). */
export async function seededOrderPath(mock: URL): Promise<string> {
  const signIn = await fetch(new URL('/api/v1/users/local/authenticate', mock), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'demo@example.com',
      password: 'demo-pass-1',
      browserFingerprint: 'fp_lighthouse',
    }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ')
  const orders = await fetch(new URL('/api/v1/users/orders?limit=1', mock), { headers: { cookie } })
  const { items } = (await orders.json()) as { items: { orderId: string; destinationAddress: string }[] }
  const order = items[0]
  if (!order) throw new Error('the demo user has no order to open')
  return `/order/${order.orderId}?destinationAddress=${encodeURIComponent(order.destinationAddress)}`
}
