import { readFileSync } from 'node:fs'
import { type Plugin, parseAst, type Rollup, transformWithOxc } from 'vite'

/** The generated modules split: each document's SDK functions, its TanStack Query factories and its zod schemas. */
const SPLIT_MODULES = /\/sdk\/gen\/[^/]+\/(sdk\.gen|zod\.gen|@tanstack\/react-query\.gen)\.ts$/
const PREFIX = '\0sdk-declaration:'

type Node = { type: string; start: number; end: number; [key: string]: unknown }

/** One top-level declaration of a split module: its source and the top-level names it uses. */
type Declaration = { name: string; exported: boolean; source: string; uses: Set<string> }

/** What one module becomes: its imports by local name, and its declarations. Null when it is not plain enough. */
export type SplitModule = {
  imports: Map<string, { from: string; imported: string }>
  declarations: Declaration[]
}

/**
 * Reads a generated module (JavaScript) as imports and top-level `const` / `function` declarations. Anything else at
 * the top level (a statement with effects, a re-export, a default export) makes it null: then the module is left
 * whole, and the size budget shows it.
 */
export function readDeclarations(code: string): SplitModule | null {
  const program = parseAst(code) as unknown as { body: Node[] }
  const imports = new Map<string, { from: string; imported: string }>()
  const declarations: Declaration[] = []
  const nodes: Node[] = []
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const from = (statement.source as { value: string }).value
      for (const specifier of statement.specifiers as Node[]) {
        const local = (specifier.local as { name: string }).name
        const imported =
          specifier.type === 'ImportSpecifier'
            ? ((specifier.imported as { name?: string; value?: string }).name ??
              (specifier.imported as { value: string }).value)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*'
        imports.set(local, { from, imported })
      }
      continue
    }
    const exported = statement.type === 'ExportNamedDeclaration'
    const declaration = exported ? (statement.declaration as Node | null) : statement
    const name = declaration ? declaredName(declaration) : null
    if (!declaration || !name) return null
    const source = code.slice(declaration.start, declaration.end)
    declarations.push({ name, exported, source, uses: new Set() })
    nodes.push(declaration)
  }
  const topLevel = new Set([...imports.keys(), ...declarations.map((declaration) => declaration.name)])
  declarations.forEach((declaration, index) => {
    collectNames(nodes[index], topLevel, declaration.uses)
    declaration.uses.delete(declaration.name)
  })
  return { imports, declarations }
}

/** The name a top-level `const` (one declarator, as generated) or `function` declares; null for anything else. */
function declaredName(node: Node): string | null {
  if (node.type === 'FunctionDeclaration') return (node.id as { name: string }).name
  if (node.type !== 'VariableDeclaration') return null
  const declarators = node.declarations as Node[]
  if (declarators.length !== 1) return null
  const id = declarators[0]?.id as { type: string; name: string }
  return id.type === 'Identifier' ? id.name : null
}

/**
 * Every identifier in `node` that names a top-level binding. A property key of the same name counts too: that only
 * adds an import the bundler then drops, never leaves one out.
 */
function collectNames(node: unknown, topLevel: Set<string>, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectNames(child, topLevel, into)
    return
  }
  if (!node || typeof node !== 'object') return
  const { type, name } = node as { type?: string; name?: unknown }
  if (type === 'Identifier' && typeof name === 'string' && topLevel.has(name)) into.add(name)
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') collectNames(value, topLevel, into)
  }
}

/** The module of one declaration: the imports and the other declarations it uses, then itself, exported. */
export function declarationModule(
  split: SplitModule,
  declaration: Declaration,
  idOf: (name: string) => string,
  resolvedImport: (from: string) => string,
): string {
  const lines: string[] = []
  for (const name of declaration.uses) {
    const imported = split.imports.get(name)
    if (!imported) lines.push(`import { ${name} } from ${JSON.stringify(idOf(name))};`)
    else {
      const from = JSON.stringify(resolvedImport(imported.from))
      if (imported.imported === '*') lines.push(`import * as ${name} from ${from};`)
      else lines.push(`import { ${imported.imported} as ${name} } from ${from};`)
    }
  }
  lines.push(`export ${declaration.source}`)
  return lines.join('\n')
}

/**
 * hey-api writes each document's SDK functions, and its TanStack Query factories, into one module. A bundler puts a
 * module in one chunk, and keeps in it every export that any chunk uses: the first page's module of the main API
 * held the functions and factories of all ~60 operations, although the first page calls a handful and the others
 * are only used by lazily loaded pages (≈ 2 KB gzip, docs/budgets.md). In builds, this plugin serves each of those
 * modules as re-exports of one small module per top-level declaration, each with the imports it uses, so every
 * function lands in the chunks that use it. The generated files are not changed; tests and the dev server read them
 * as they are.
 */
export function splitGeneratedSdk(): Plugin {
  const modules = new Map<string, string>()
  return {
    name: 'split-generated-sdk',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      // Hook filters: rolldown calls the plugin only for the ids it handles.
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler(source) {
        return modules.has(source) ? source : null
      },
    },
    load: {
      filter: { id: [new RegExp(`^${PREFIX}`), SPLIT_MODULES] },
      async handler(id) {
        const declaration = modules.get(id)
        if (declaration !== undefined) return { code: declaration, moduleSideEffects: false }
        if (!SPLIT_MODULES.test(id)) return null
        const { code } = await transformWithOxc(readFileSync(id, 'utf8'), id, { lang: 'ts' })
        const split = readDeclarations(code)
        if (!split) {
          this.warn(`${id} has top-level code other than imports and declarations: not split`)
          return null
        }
        const resolved = new Map<string, string>()
        for (const { from } of split.imports.values()) {
          if (resolved.has(from)) continue
          const target: Rollup.ResolvedId | null = await this.resolve(from, id)
          if (!target) throw new Error(`${id}: cannot resolve ${from}`)
          resolved.set(from, target.id)
        }
        const idOf = (name: string) => `${PREFIX}${id}:${name}`
        for (const declaration of split.declarations) {
          const source = declarationModule(split, declaration, idOf, (from) => resolved.get(from) ?? from)
          modules.set(idOf(declaration.name), source)
        }
        const facade = split.declarations
          .filter((declaration) => declaration.exported)
          .map(
            (declaration) => `export { ${declaration.name} } from ${JSON.stringify(idOf(declaration.name))};`,
          )
        return { code: facade.join('\n'), moduleSideEffects: false }
      },
    },
  }
}
