// What each chunk of the production build holds (docs/budgets.md): builds into .cache/dist-visualize with
// rollup-plugin-visualizer added and writes a treemap with gzip sizes to .cache/bundle-stats.html.
//   node scripts/visualize-bundle.mjs   (then open .cache/bundle-stats.html)
import { visualizer } from 'rollup-plugin-visualizer'
import { build } from 'vite'

const filename = '.cache/bundle-stats.html'
await build({
  logLevel: 'warn',
  build: { outDir: '.cache/dist-visualize', emptyOutDir: true },
  plugins: [visualizer({ filename, template: 'treemap', gzipSize: true })],
})
console.log(`chunk contents: ${filename}`)
