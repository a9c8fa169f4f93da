// A Vite plugin for production builds: writes a .gz and a .br beside every compressible file of the output, so
// nginx serves them as they are (gzip_static, brotli_static) instead of compressing each request. HTML is left
// alone: nginx writes the runtime configuration and a nonce into each page it serves (deploy/nginx), so pages
// are compressed on the fly after that.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|map|webmanifest)$/

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

/**
 * Compresses every compressible file under `dir`, whatever its size: nginx's on-the-fly gzip skips answers under
 * gzip_min_length (1 KB), so a small chunk without its .gz would go out uncompressed (the rolldown runtime, ~0.7 KB,
 * is preloaded by every page). A version that is not smaller than the file (a few dozen bytes) is not written,
 * and the file goes out as it is. Answers how many files got at least one compressed version.
 */
export async function precompressDir(dir: string): Promise<number> {
  const targets = (await files(dir)).filter((file) => COMPRESSIBLE.test(file))
  const written = await Promise.all(
    targets.map(async (file) => {
      const source = await readFile(file)
      const [gz, br] = await Promise.all([
        gzipAsync(source, { level: 9 }),
        brotliAsync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      ])
      const smaller = [
        { path: `${file}.gz`, data: gz },
        { path: `${file}.br`, data: br },
      ].filter(({ data }) => data.length < source.length)
      await Promise.all(smaller.map(({ path, data }) => writeFile(path, data)))
      return smaller.length > 0
    }),
  )
  return written.filter(Boolean).length
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
