import type { Plugin } from 'vite'

/** Where the compiled messages are: paraglide's output folder (either layout), its messages/ modules. */
const MESSAGE_MODULE = /paraglide[^\\/]*[\\/]messages[\\/][\w-]+\.js$/
/** A compiled message: the exported function that picks the locale's text. */
const DISPATCHER =
  /(export const (\w+) = [^\n]*\(\(inputs(?: = \{\})?, options = \{\}\) => \{\r?\n)([ \t]*)(const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\);?\r?\n)/g
const LOCALE_LINE = /const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)/g
const OVERRIDES_MODULE = '@/lib/message-overrides'

/**
 * Writes into each compiled message a look-up of the server's text (web/lib/message-overrides.ts) before the
 * bundled one, so `m.key()` returns the server's text once it is set. Fails when paraglide's output no longer has
 * the shape this rewrites (a paraglide upgrade): no message may be left without it.
 */
export function withMessageOverrides(code: string, id: string): string | null {
  const expected = code.match(LOCALE_LINE)?.length ?? 0
  if (expected === 0) return null
  let rewritten = 0
  const out = code.replace(DISPATCHER, (_, head: string, key: string, indent: string, localeLine: string) => {
    rewritten++
    return (
      `${head}${indent}${localeLine}` +
      `${indent}const override = messageOverride(${JSON.stringify(key)}, locale, inputs)\n` +
      `${indent}if (override !== undefined) return override\n`
    )
  })
  if (rewritten !== expected) {
    throw new Error(
      `${id}: ${expected - rewritten} of ${expected} messages do not have the shape scripts/message-overrides-plugin.ts rewrites`,
    )
  }
  return `import { messageOverride } from '${OVERRIDES_MODULE}'\n${out}`
}

/** The Vite plugin: dev server, builds (the pre-render's server build too) and Vitest. */
export function messageOverrides(): Plugin {
  return {
    name: 'message-overrides',
    // Before Vite's own transforms, on the files as paraglide wrote them.
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id.split('?')[0] ?? '')) return null
      const out = withMessageOverrides(code, id)
      return out === null ? null : { code: out, map: null }
    },
  }
}
