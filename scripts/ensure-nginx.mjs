#!/usr/bin/env node
// Makes sure nginx exists for the production journeys (`npm run start` serves the build with it), and prints its
// path. Installs Debian's `nginx` package when it is missing (needs root and apt, as on CI), like ensure-browser.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
const findNginx = () => CANDIDATES.find((path) => existsSync(path)) ?? null

let found = findNginx()
if (!found) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  console.log("ensure-nginx: installing Debian's nginx")
  try {
    execSync(`${sudo}apt-get update && ${sudo}apt-get install -y nginx`, {
      stdio: 'inherit',
      timeout: 15 * 60 * 1000,
    })
  } catch {
    console.log("ensure-nginx: installing Debian's nginx failed")
  }
  found = findNginx()
}
if (!found) {
  console.error(`ensure-nginx: no nginx found or installable (looked at ${CANDIDATES.join(', ')})`)
  process.exit(1)
}
console.log(`ensure-nginx: using ${found}`)
