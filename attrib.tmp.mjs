import { readFileSync, readdirSync } from 'node:fs'
import { decode } from '@jridgewell/sourcemap-codec'
const dir = process.argv[2]
const file = readdirSync(dir + '/assets').find((f) => /^index-.*\.js$/.test(f))
const code = readFileSync(`${dir}/assets/${file}`, 'utf8').split('\n')
const map = JSON.parse(readFileSync(`${dir}/assets/${file}.map`, 'utf8'))
const lines = decode(map.mappings)
const bytes = new Map()
lines.forEach((segs, li) => {
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]; if (s.length < 2) continue
    const end = i + 1 < segs.length ? segs[i + 1][0] : code[li].length
    const src = map.sources[s[1]]
    bytes.set(src, (bytes.get(src) ?? 0) + (end - s[0]))
  }
})
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 400)) console.log(v, k)
