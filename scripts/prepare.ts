// Writes the app's generated files — paraglide's messages and runtime (web/paraglide/) and the router's route
// tree (web/route-tree.gen.ts) — with the same options as the Vite plugins, so tsc and Vitest can run without
// a Vite build first. Runs after `npm ci` (the `prepare` script) and as the first step of `npm test`.
import { compile } from '@inlang/paraglide-js'
import { Generator, getConfig } from '@tanstack/router-generator'
import { paraglideOptions, routerGeneratorOptions } from './build-options.ts'

await compile({
  ...paraglideOptions,
  strategy: [...paraglideOptions.strategy],
  outputStructure: 'message-modules',
})

const root = process.cwd()
const generator = new Generator({ config: getConfig({ ...routerGeneratorOptions }, root), root })
await generator.run()
console.log('prepared web/paraglide and web/route-tree.gen.ts')
