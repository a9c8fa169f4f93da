#!/usr/bin/env node
// Makes sure nginx exists for the production journeys (`npm run start` serves the build with it), and prints its
// path. Installs Debian's `nginx` package when it is missing (needs root and apt, as on CI), like ensure-browser,
// and Debian's brotli modules beside it (libnginx-mod-http-brotli-filter and -static, which `npm run start` loads
// when both are there, scripts/start-nginx-conf.ts); without them the site is served with gzip only.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
const BROTLI_PACKAGES = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static']
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
]
const findNginx = () => CANDIDATES.find((path) => existsSync(path)) ?? null
const hasBrotli = () => BROTLI_MODULES.every((path) => existsSync(path))

/** `apt-get install` of the packages; answers whether it ran without error. */
function aptInstall(packages, updated) {
  if (!existsSync('/usr/bin/apt-get')) return false
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  const update = updated ? '' : `${sudo}apt-get update && `
  try {
    execSync(`${update}${sudo}apt-get install -y ${packages.join(' ')}`, {
      stdio: 'inherit',
      timeout: 15 * 60 * 1000,
    })
    return true
  } catch {
    return false
  }
}

let found = findNginx()
let updated = false
if (!found) {
  console.log("ensure-nginx: installing Debian's nginx")
  updated = aptInstall(['nginx'], false)
  if (!updated) console.log("ensure-nginx: installing Debian's nginx failed")
  found = findNginx()
}
if (!found) {
  console.error(`ensure-nginx: no nginx found or installable (looked at ${CANDIDATES.join(', ')})`)
  process.exit(1)
}
if (!hasBrotli() && found === '/usr/sbin/nginx') {
  console.log("ensure-nginx: installing Debian's brotli modules for nginx")
  if (!aptInstall(BROTLI_PACKAGES, updated)) console.log('ensure-nginx: no brotli modules: gzip only')
}
console.log(`ensure-nginx: using ${found}, brotli ${hasBrotli() ? 'on' : 'off'}`)
