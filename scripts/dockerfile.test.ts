// What can rot in the Dockerfile (docs/production.md) without Docker to build it: the paths it copies,
// the npm scripts it runs, the port it exposes, the user it runs as, and whether the start script's own files
// reach the image.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const pkg: { scripts: Record<string, string>; devDependencies?: Record<string, string> } = JSON.parse(
  read('package.json'),
)
const scripts = pkg.scripts

interface Instruction {
  keyword: string
  args: string
}
interface Stage {
  name: string
  instructions: Instruction[]
}

/** The Dockerfile's stages and their instructions (continuation lines joined, comments dropped). */
function stages(text: string): Stage[] {
  const lines = text.replace(/\\\n/g, ' ').split('\n')
  const found: Stage[] = []
  for (const line of lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))) {
    const [, keyword = '', args = ''] = line.match(/^(\S+)\s+(.*)$/) ?? []
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') }
    if (instruction.keyword === 'FROM')
      found.push({ name: args.match(/\bAS\s+(\S+)/i)?.[1] ?? String(found.length), instructions: [] })
    found.at(-1)?.instructions.push(instruction)
  }
  return found
}

const dockerfile = stages(read('Dockerfile'))
const all = (stage: Stage | undefined, keyword: string) =>
  stage?.instructions.filter((i) => i.keyword === keyword).map((i) => i.args) ?? []
const build = dockerfile.find((stage) => stage.name === 'build')
const runtime = dockerfile.at(-1)

/** A COPY's sources and destination; --from names the stage it copies from. */
function copies(stage: Stage | undefined) {
  return all(stage, 'COPY').map((args) => {
    const from = args.match(/--from=(\S+)/)?.[1]
    const paths = args.replace(/--\S+/g, '').trim().split(' ')
    return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' }
  })
}

/** .dockerignore's patterns as regular expressions over a path relative to the context. */
const ignored = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((pattern) => new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}(/|$)`))
const inContext = (path: string) => existsSync(join(root, path)) && !ignored.some((re) => re.test(path))

/** What the build stage makes that the repository does not hold: npm ci's node_modules, the build's dist/. */
const BUILT = { node_modules: 'npm ci --ignore-scripts', dist: 'npm run build' }

/** scripts/start.ts and every file of ours it imports, directly or not. */
function startImports(): Set<string> {
  const entry = scripts.start?.match(/\bnode (\S+\.ts)\b/)?.[1]
  expect(entry).toBeDefined()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, spec = ''] of read(file).matchAll(/\bfrom '(\.{1,2}\/[^']+)'/g))
      visit(normalize(join(dirname(file), spec)))
  }
  visit(entry ?? '')
  return seen
}

describe('Dockerfile', () => {
  it('builds in a Node 24 stage and serves from another Node 24 stage', () => {
    expect(build).toBeDefined()
    expect(dockerfile.map((stage) => all(stage, 'FROM')[0])).toEqual([
      expect.stringMatching(/^node:24-\S+ AS build$/),
      expect.stringMatching(/^node:24-\S+$/),
    ])
  })

  it('serves with the production dependencies only, and start needs nothing else', () => {
    expect(all(runtime, 'RUN').join(' ')).toMatch(/\bnpm ci --omit=dev\b/)
    expect(copies(runtime).some((c) => c.sources.includes('/app/node_modules'))).toBe(false)
    const devOnly = Object.keys(pkg.devDependencies ?? {})
    expect(scripts.start).toMatch(/^exec node \S+\.ts$/)
    for (const file of startImports())
      for (const [, spec = ''] of read(file).matchAll(/\bfrom '([^.'][^']*)'/g)) {
        const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? '')
        if (!name.startsWith('node:')) expect(devOnly, `${file} imports ${spec}`).not.toContain(name)
      }
  })

  it('copies only paths that exist in the build context', () => {
    for (const stage of dockerfile)
      for (const copy of copies(stage).filter((c) => !c.from))
        for (const source of copy.sources) expect(inContext(normalize(source)), source).toBe(true)
  })

  it('copies from the build stage only what the repository holds or the build made', () => {
    const workdir = all(build, 'WORKDIR')[0] ?? '/'
    expect(all(build, 'COPY')).toContain('. .')
    for (const copy of copies(runtime).filter((c) => c.from === 'build'))
      for (const source of copy.sources) {
        const path = relative(workdir, source)
        const made = BUILT[path as keyof typeof BUILT]
        if (made) expect(all(build, 'RUN'), path).toContain(made)
        else expect(inContext(path), source).toBe(true)
      }
  })

  it('runs npm scripts that package.json has', () => {
    const runs = dockerfile.flatMap((stage) => all(stage, 'RUN'))
    const cmd: string[] = JSON.parse(all(runtime, 'CMD')[0] ?? '[]')
    const commands = [...runs.flatMap((run) => run.split('&&')), cmd.join(' ')]
    const named = commands.flatMap((command) =>
      [...command.matchAll(/\bnpm run (?:-s )?(\S+)/g)].map((m) => m[1]),
    )
    expect(named).toEqual(expect.arrayContaining(['build', 'start']))
    for (const name of named) expect(scripts, `npm run ${name}`).toHaveProperty(name as string)
  })

  it('exposes the port it sets and runs as a user other than root', () => {
    const env = all(runtime, 'ENV').join(' ')
    expect(all(runtime, 'EXPOSE')).toEqual([env.match(/\bPORT=(\d+)/)?.[1]])
    expect(all(runtime, 'USER')).toHaveLength(1)
    expect(all(runtime, 'USER')[0]).not.toMatch(/^(root|0)(:|$)/)
    // The default runtime folder is under the read-only /app.
    expect(env).toMatch(/\bNGINX_RUNTIME_DIR=\/tmp\//)
  })

  it('carries every file the start script imports, and the nginx templates', () => {
    const copied = copies(runtime)
      .filter((c) => !c.from)
      .flatMap((c) => c.sources.map((source) => normalize(source)))
    for (const file of [...startImports(), 'deploy/nginx/nginx.conf.template', 'package.json'])
      expect(
        copied.some((path) => file === path || file.startsWith(`${path}/`)),
        file,
      ).toBe(true)
  })
})
