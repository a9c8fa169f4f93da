import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TestInfo } from '@playwright/test'

export type TestLocale = 'en' | 'ru'

/** The locale a test runs in: the project's browser language decides it, as it does for users (docs/product.md §4). */
export function testLocale(testInfo: TestInfo): TestLocale {
  return String(testInfo.project.use.locale ?? 'en').startsWith('ru') ? 'ru' : 'en'
}

/** `<html lang>` and hreflang of each locale: its language tag (en: `en`, ru: `ru-RU`). */
export const HTML_LANG: Record<TestLocale, string> = { en: 'en', ru: 'ru-RU' }

/** A site path in the test's locale: English unprefixed, Russian under /ru. */
export function localePath(locale: TestLocale, path: string): string {
  if (locale === 'en') return path
  return path === '/' ? '/ru' : `/ru${path}`
}

const MESSAGES_DIR = 'web/messages'

function loadCatalog(locale: TestLocale): Record<string, string> {
  const folders = [
    '',
    ...readdirSync(MESSAGES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  ]
  return Object.assign(
    {},
    ...folders.map((folder) =>
      JSON.parse(readFileSync(join(MESSAGES_DIR, folder, `${locale}.json`), 'utf8')),
    ),
  )
}

const catalogs: Record<TestLocale, Record<string, string>> = { en: loadCatalog('en'), ru: loadCatalog('ru') }

/**
 * A message's text in the test's locale, with {params} filled in, so journeys assert what users read without
 * hard-coding either language.
 */
export function text(locale: TestLocale, key: string, params: Record<string, string | number> = {}): string {
  const template = catalogs[locale][key]
  if (template === undefined) throw new Error(`no message ${key} in ${locale}`)
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
