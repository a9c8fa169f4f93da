import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const SHARED_FOLDERS = ['client', 'core'] as const

/**
 * hey-api writes the same fetch client (`client/`, `core/`) into every generated SDK folder. This plugin resolves
 * the copies in `sdk/gen/<document>/` to the ones in `sdk/gen/<primary>/`, so the page ships the client code once
 * (≈ 4 KB gzip per extra copy, docs/budgets.md). Each document still gets its own client instance from its own
 * `client.gen.ts`, so base URLs stay separate. If a generator update ever makes the copies differ, the build fails
 * instead of mixing two versions.
 */
export function shareGeneratedClient(genDir: string, primary: string): Plugin {
  const documents = readdirSync(genDir).filter((name) => name !== primary)
  assertIdentical(genDir, primary, documents)
  const copyImporters = documents.map((document) => `${genDir}/${document}/`)
  const copy = new RegExp(
    `^(${escapeRegExp(genDir)})/(?:${documents.map(escapeRegExp).join('|')})/(${SHARED_FOLDERS.join('|')})/`,
  )
  return {
    name: 'share-generated-client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('.') || !copyImporters.some((folder) => importer?.startsWith(folder)))
        return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !copy.test(resolved.id)) return null
      return { ...resolved, id: resolved.id.replace(copy, `$1/${primary}/$2/`) }
    },
  }
}

function assertIdentical(genDir: string, primary: string, documents: string[]): void {
  for (const folder of SHARED_FOLDERS) {
    const files = readdirSync(join(genDir, primary, folder))
    for (const document of documents) {
      const other = readdirSync(join(genDir, document, folder))
      const differs =
        other.length !== files.length ||
        files.some(
          (file) =>
            readFileSync(join(genDir, primary, folder, file), 'utf8') !==
            readFileSync(join(genDir, document, folder, file), 'utf8'),
        )
      if (differs) {
        throw new Error(
          `sdk/gen/${document}/${folder} differs from sdk/gen/${primary}/${folder}; cannot share it`,
        )
      }
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
