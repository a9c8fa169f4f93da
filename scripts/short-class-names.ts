import { createHash } from 'node:crypto'
import { relative, sep } from 'node:path'

/**
 * CSS Modules' class names for builds: the local name and 5 characters of a hash of its file (relative to `root`),
 * `amountFooter_uu4Pf`, instead of Vite's `_amountFooter_1851o_98`. The names ship three times over (in the CSS,
 * in every chunk's class map and in the pre-rendered HTML), and the home page's first JS carries the maps of the
 * shell, the exchange form and its skeleton: without the line numbers, which gzip cannot share, that JS is
 * 0.3 KB smaller. (Names made of a hash alone were larger once compressed.) The same file and name give the same
 * class in the client and the pre-render builds, which hydration needs. A name given to a second file fails the
 * build instead of styling two things alike. Development keeps Vite's names.
 */
export function shortClassNames(root: string): (local: string, file: string) => string {
  const given = new Map<string, string>()
  return (local, file) => {
    const path = relative(root, file.replace(/\?.*$/, '')).split(sep).join('/')
    const key = `${path}:${local}`
    const name = `${local}_${createHash('sha256').update(path).digest('base64url').slice(0, 5)}`
    const owner = given.get(name)
    if (owner !== undefined && owner !== key)
      throw new Error(`CSS class name ${name} given to ${owner} and ${key}`)
    given.set(name, key)
    return name
  }
}
