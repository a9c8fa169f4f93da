// A Vite plugin for production builds: writes a .gz and a .br beside every compressible file of the output, so
// nginx serves them as they are (gzip_static, brotli_static) instead of compressing each request. HTML is left
// alone: nginx writes the runtime configuration and a nonce into each page it serves (deploy/nginx), so pages
// are compressed on the fly after that.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|map|webmanifest)$/
/** Smaller files gain nothing worth a second request path (nginx's gzip_min_length). */
const MIN_BYTES = 1024

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      if (entry.name.startsWith('.')) return []
      return entry.isDirectory() ? files(path) : [path]
    }),
  )
  return nested.flat()
}

/** Compresses the files under `dir`; answers how many were compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const targets: string[] = []
  for (const file of await files(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) targets.push(file)
  }
  await Promise.all(
    targets.map(async (file) => {
      const source = await readFile(file)
      const [gz, br] = await Promise.all([
        gzipAsync(source, { level: 9 }),
        brotliAsync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      ])
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
    }),
  )
  return targets.length
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const count = await precompressDir(outDir)
        this.info?.(`pre-compressed ${count} files (.gz, .br)`)
      },
    },
  }
}
