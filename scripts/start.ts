// `npm run start`: serves dist/ with nginx in the foreground, without root rights (docs/production.md).
//   PORT=8080 API_UPSTREAM=http://127.0.0.1:4010 npm run start
// Reads and checks the settings (scripts/start-settings.ts), looks at the build (scripts/start-dist.ts), renders
// deploy/nginx/*.template into NGINX_RUNTIME_DIR (scripts/start-nginx-conf.ts) and runs nginx there until it
// is stopped (Ctrl-C or SIGTERM).
import { spawn } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inspectDist } from './start-dist.ts'
import { isStandardStream, relayAccessLog } from './start-log-relay.ts'
import { brotliModules, renderTemplate, templateValues } from './start-nginx-conf.ts'
import { readStartSettings, SettingsError, type StartSettings } from './start-settings.ts'

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
const MIME_TYPES_CANDIDATES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types']
const TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']

const fail = (message: string): never => {
  console.error(`npm run start: ${message}`)
  process.exit(1)
}

const firstExisting = (paths: readonly string[]) => paths.find((path) => existsSync(path)) ?? null

/** Started as root (a container's default, CI): workers run as nobody, and own their temporary folders. */
function workerUser(runtimeDir: string): string | null {
  if (process.getuid?.() !== 0) return null
  const passwd = readFileSync('/etc/passwd', 'utf8')
  const nobody = passwd
    .split('\n')
    .find((line) => line.startsWith('nobody:'))
    ?.split(':')
  const group = /^nogroup:/m.test(readFileSync('/etc/group', 'utf8')) ? 'nogroup' : 'nobody'
  if (nobody)
    for (const dir of TEMP_DIRS) chownSync(join(runtimeDir, dir), Number(nobody[2]), Number(nobody[3]))
  return `nobody ${group}`
}

function prepare(settings: StartSettings): { nginx: string; conf: string } {
  const { server, app } = settings
  const nginx = process.env.NGINX_BIN?.trim() || firstExisting(NGINX_CANDIDATES)
  if (!nginx) return fail('nginx is not installed: `apt-get install -y nginx` (docs/production.md)')
  const mimeTypes = firstExisting(MIME_TYPES_CANDIDATES) ?? fail('no nginx mime.types found in /etc/nginx')
  let dist: ReturnType<typeof inspectDist>
  try {
    dist = inspectDist(server.distDir)
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
  if (dist.pagesWithoutConfig.length)
    fail(
      `these pages lack the configuration element of index.html, so nginx cannot configure them: ${dist.pagesWithoutConfig.join(', ')}`,
    )
  for (const dir of TEMP_DIRS) mkdirSync(join(server.runtimeDir, dir), { recursive: true })
  const accessLog = isStandardStream(server.accessLog)
    ? relayAccessLog(server.accessLog, server.runtimeDir)
    : server.accessLog
  const values = templateValues({
    server: { ...server, accessLog },
    app,
    scriptHashes: dist.inlineScriptHashes,
    mimeTypes,
    brotliModules: brotliModules(),
    workerUser: workerUser(server.runtimeDir),
  })
  for (const name of readdirSync(server.templateDir).filter((file) => file.endsWith('.template'))) {
    const text = renderTemplate(readFileSync(join(server.templateDir, name), 'utf8'), values)
    writeFileSync(join(server.runtimeDir, name.replace(/\.template$/, '')), text)
  }
  return { nginx, conf: join(server.runtimeDir, 'nginx.conf') }
}

let settings: StartSettings
try {
  settings = readStartSettings(process.env, process.cwd())
} catch (error) {
  fail(error instanceof SettingsError ? error.message : String(error))
  throw error
}
const { nginx, conf } = prepare(settings)
const { server } = settings
const shown = server.host === '0.0.0.0' ? '127.0.0.1' : server.host
console.info(`Serving ${server.distDir} on http://${shown}:${server.port} with ${nginx}
  /api/               → ${server.apiUpstream}
  the WebSocket       → ${server.wsUpstream}
  /api/redirects      → ${server.redirectUpstream}
  /content/blog/      → ${server.blogUpstream}
  /content/dictionary/→ ${server.dictionaryUpstream}
  configuration       ${conf}
  brotli              ${brotliModules() ? 'on (pre-compressed .br and on the fly)' : 'off (module not installed): gzip'}`)

const child = spawn(nginx, ['-p', server.runtimeDir, '-c', conf, '-e', 'stderr'], { stdio: 'inherit' })
child.on('error', (error) => fail(`could not run ${nginx}: ${error.message}`))
// nginx stops at once on SIGTERM (and on the terminal's own SIGINT, which reaches it too).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
