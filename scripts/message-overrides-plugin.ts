import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the compiled messages are: paraglide's output folder (either layout), its messages/ modules. */
const MESSAGE_MODULE = /paraglide[^\\/]*[\\/]messages[\\/][\w-]+\.js$/
/** A compiled message: the exported function that picks the locale's text, and its JSDoc type. */
const DISPATCHER =
  /export const (\w+) = (\/\*\*[^\n]*?\*\/ )?(\(\(inputs(?: = \{\})?, options = \{\}\) => \{\r?\n[ \t]*const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\);?\r?\n[\s\S]*?\r?\n\}\));/g
const LOCALE_LINE = /const locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)/g
const OVERRIDES_MODULE = '@/lib/i18n/message-overrides'
/** The message keys in the order of their ids: what web/lib/i18n/server-messages.ts maps the server's keys with. */
export const MESSAGE_KEYS_MODULE = 'virtual:message-keys'

type InlangSettings = {
  baseLocale: string
  'plugin.inlang.messageFormat': { pathPattern: string[] }
}

/** Every message key of the project (its base locale's files), sorted: a message's id is its place here. */
export function messageKeys(root: string): string[] {
  const settings = JSON.parse(
    readFileSync(join(root, 'project.inlang/settings.json'), 'utf8'),
  ) as InlangSettings
  const keys = settings['plugin.inlang.messageFormat'].pathPattern.flatMap((pattern) =>
    Object.keys(
      JSON.parse(readFileSync(join(root, pattern.replace('{locale}', settings.baseLocale)), 'utf8')),
    ).filter((key) => key !== '$schema'),
  )
  return [...new Set(keys)].sort()
}

/**
 * Wraps each compiled message in withOverride() (web/lib/i18n/message-overrides.ts), which asks for the server's text,
 * by the message's id, before the bundled one: components keep calling `m.key()`. An id and a call are the fewest
 * bytes per message of the first JS; the call is marked pure, so a message no chunk uses still drops out. Fails
 * when paraglide's output no longer has the shape this rewrites (a paraglide upgrade), or names a message the
 * project's files do not have: no message may be left without it.
 */
export function withMessageOverrides(code: string, id: string, keys: readonly string[]): string | null {
  const expected = code.match(LOCALE_LINE)?.length ?? 0
  if (expected === 0) return null
  let rewritten = 0
  const out = code.replace(DISPATCHER, (_, key: string, type: string | undefined, message: string) => {
    const messageId = keys.indexOf(key)
    if (messageId < 0) throw new Error(`${id}: the message ${key} is not in the project's message files`)
    rewritten++
    return `export const ${key} = ${type ?? ''}/* @__PURE__ */ withOverride(${messageId}, ${message});`
  })
  if (rewritten !== expected) {
    throw new Error(
      `${id}: ${expected - rewritten} of ${expected} messages do not have the shape scripts/message-overrides-plugin.ts rewrites`,
    )
  }
  return `import { withOverride } from '${OVERRIDES_MODULE}'\n${out}`
}

/** The Vite plugin: dev server, builds (the pre-render's server build too) and Vitest. */
export function messageOverrides(root: string): Plugin {
  const resolvedKeysModule = `\0${MESSAGE_KEYS_MODULE}`
  // Read when a build (or a dev server) starts, not when the config loads.
  let keys: string[] | undefined
  const keysNow = () => {
    keys ??= messageKeys(root)
    return keys
  }
  return {
    name: 'message-overrides',
    // Before Vite's own transforms, on the files as paraglide wrote them.
    enforce: 'pre',
    buildStart() {
      keys = undefined
    },
    resolveId: (source) => (source === MESSAGE_KEYS_MODULE ? resolvedKeysModule : null),
    load: (id) =>
      id === resolvedKeysModule ? `export const messageKeys = ${JSON.stringify(keysNow())}` : null,
    transform(code, id) {
      if (!MESSAGE_MODULE.test(id.split('?')[0] ?? '')) return null
      const out = withMessageOverrides(code, id, keysNow())
      return out === null ? null : { code: out, map: null }
    },
  }
}
