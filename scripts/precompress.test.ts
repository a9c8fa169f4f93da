import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.ts'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, '.vite'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const script = (bytes: number) => `export const a=${JSON.stringify('const x = 1; '.repeat(bytes / 13))};`

describe('precompressDir', () => {
  it('writes a .gz and a .br beside every compressible file, small chunks included', async () => {
    const runtime = script(700)
    await writeFile(join(dir, 'assets/rolldown-runtime-abc.js'), runtime)
    await writeFile(join(dir, 'assets/app-abc.js'), script(20_000))
    await writeFile(join(dir, 'assets/style-abc.css'), 'a{color:red}'.repeat(100))

    expect(await precompressDir(dir)).toBe(3)
    const gz = await readFile(join(dir, 'assets/rolldown-runtime-abc.js.gz'))
    const br = await readFile(join(dir, 'assets/rolldown-runtime-abc.js.br'))
    expect(gunzipSync(gz).toString()).toBe(runtime)
    expect(brotliDecompressSync(br).toString()).toBe(runtime)
    expect(gz.length).toBeLessThan(runtime.length)
  })

  it('leaves out a version that would not be smaller, pages, images and dotfolders', async () => {
    await writeFile(join(dir, 'assets/tiny-abc.js'), 'export{}')
    await writeFile(join(dir, 'index.html'), `<html>${'<p>x</p>'.repeat(500)}</html>`)
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096))
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify({ a: 'b'.repeat(4096) }))

    expect(await precompressDir(dir)).toBe(0)
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual(['tiny-abc.js'])
    expect((await readdir(dir)).sort()).toEqual(['.vite', 'assets', 'index.html', 'logo.png'])
    expect(await readdir(join(dir, '.vite'))).toEqual(['manifest.json'])
  })
})
