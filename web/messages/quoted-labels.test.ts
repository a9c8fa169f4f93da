import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// One wording per thing, per language: a message that quotes a control ("tick “No memo needed”", "press
// «Обменять»") quotes that control's label word for word, so the text a user is told to look for is on the screen.

const MESSAGES_DIR = join(import.meta.dirname)
const LOCALES = ['en', 'ru'] as const
/** The quotation marks each language writes. */
const QUOTES: Record<(typeof LOCALES)[number], RegExp> = { en: /“([^”]+)”/g, ru: /«([^»]+)»/g }

function catalog(locale: string): Record<string, string> {
  const folders = [
    '',
    ...readdirSync(MESSAGES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  ]
  const messages: Record<string, string> = {}
  for (const folder of folders) {
    const file = JSON.parse(readFileSync(join(MESSAGES_DIR, folder, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >
    for (const [key, text] of Object.entries(file)) if (key !== '$schema') messages[key] = text
  }
  return messages
}

describe.each(LOCALES)('messages that quote a label (%s)', (locale) => {
  const messages = catalog(locale)
  const quoting = Object.entries(messages).flatMap(([key, text]) =>
    [...text.matchAll(QUOTES[locale])].map((match) => ({ key, quoted: match[1] as string })),
  )
  const labels = new Set(Object.values(messages))

  it('quote some labels (the check below has something to check)', () => {
    expect(quoting.map((q) => q.key)).toEqual(
      expect.arrayContaining(['error_memo_required', 'exchange_kyc_cancelled']),
    )
  })

  it('quote each label exactly as the control shows it', () => {
    const unmatched = quoting.filter(({ quoted }) => !labels.has(quoted))
    expect(unmatched).toEqual([])
  })

  it('quote the label they mean', () => {
    const quoted = Object.fromEntries(quoting.map((q) => [q.key, q.quoted]))
    expect(quoted.error_memo_required).toBe(messages.exchange_no_memo_label)
    expect(quoted.exchange_kyc_cancelled).toBe(messages.exchange_submit)
  })
})

describe('one term per language', () => {
  it('the memo is «мемо» in Russian wherever it is named, never the English word', () => {
    const russian = Object.values(catalog('ru')).filter((text) => /memo|мемо/i.test(text))
    expect(russian.length).toBeGreaterThan(3)
    expect(russian.filter((text) => /memo/i.test(text))).toEqual([])
  })

  it('cashback is «кэшбэк» in Russian, as the menu and its page call it, never «кешбэк»', () => {
    const spellings = Object.values(catalog('ru')).flatMap((text) =>
      [...text.matchAll(/к[эе]шб[эе]к/giu)].map(([word]) => word.toLowerCase()),
    )
    expect(spellings.length).toBeGreaterThan(3)
    expect(new Set(spellings)).toEqual(new Set(['кэшбэк']))
  })

  it('an order is «заявка» in Russian, never «заказ»', () => {
    expect(Object.values(catalog('ru')).filter((text) => /заказ/i.test(text))).toEqual([])
  })
})
