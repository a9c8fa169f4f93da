// Builds the floor page (index.html and main.tsx beside this file) with a Vite config of its own, and serves it
// precompressed (brotli, else gzip), as nginx serves the site's files, so that the page itself is what differs.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const ROOT = fileURLToPath(new URL('./', import.meta.url))
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

export async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: resolve(outDir), emptyOutDir: true },
  })
}

type Encoded = { type: string; raw: Buffer; br: Buffer; gzip: Buffer }

function encodeAll(dir: string): Map<string, Encoded> {
  const files = new Map<string, Encoded>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const body = readFileSync(path)
    files.set(`/${relative(dir, path)}`, {
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      raw: body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    })
  }
  return files
}

/** Serves the built floor page on a free port; resolves to its origin and the server to close. */
export async function serveFloor(dir: string): Promise<{ origin: string; server: Server }> {
  const files = encodeAll(dir)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname
    const file = files.get(path === '/' ? '/index.html' : path)
    if (!file) {
      response.writeHead(404).end()
      return
    }
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    response.end(file[encoding ?? 'raw'])
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}
