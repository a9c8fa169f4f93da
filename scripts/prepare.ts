// Writes the app's generated files — paraglide's messages and runtime (web/paraglide/) and the router's route
// tree (web/route-tree.gen.ts) — with the same options as the Vite plugins, so tsc and Vitest can run without
// a Vite build first. Runs after `npm ci` (the `prepare` script) and as the first step of `npm test`.
import { mkdir, mkdtemp, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { Generator, getConfig } from '@tanstack/router-generator'
import { paraglideOptions, paraglideServeOutput, routerGeneratorOptions } from './build-options.ts'

/** Every file below `folder`, as paths relative to it (none when the folder does not exist). */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/**
 * Makes `target` hold exactly the files of `source`, writing only what differs and deleting what is left over,
 * so a dev server or Vitest reading `target` sees no change at all when there is none.
 */
async function syncFolder(source: string, target: string): Promise<void> {
  const wanted = new Set(await filesBelow(source))
  for (const file of wanted) {
    const content = await readFile(join(source, file))
    const current = await readFile(join(target, file)).catch(() => null)
    if (current?.equals(content)) continue
    await mkdir(dirname(join(target, file)), { recursive: true })
    await writeFile(join(target, file), content)
  }
  for (const file of await filesBelow(target)) {
    if (wanted.has(file)) continue
    await rm(join(target, file))
    // The folders it leaves empty go too (rmdir refuses a folder that still holds something).
    for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) {
      if (
        !(await rmdir(join(target, folder)).then(
          () => true,
          () => false,
        ))
      )
        break
    }
  }
}

// Paraglide: the layout the dev server and Vitest write (builds write their own, see build-options.ts), compiled
// aside and then synced, so that prepare run again, or a dev server started after it, rewrites nothing.
const scratch = await mkdtemp(join(tmpdir(), 'paraglide-'))
try {
  await compile({
    ...paraglideOptions,
    strategy: [...paraglideOptions.strategy],
    ...paraglideServeOutput,
    outdir: scratch,
  })
  await syncFolder(scratch, paraglideOptions.outdir)
} finally {
  await rm(scratch, { recursive: true, force: true })
}

const root = process.cwd()
const generator = new Generator({ config: getConfig({ ...routerGeneratorOptions }, root), root })
await generator.run()
console.log('prepared web/paraglide and web/route-tree.gen.ts')
