import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import type { TestInfo } from '@playwright/test'
import { testLocale } from './locale'

/** Journeys tagged so run in both locales in every run: what they check differs by locale (numbers, layout). */
export const BOTH_LOCALES = '@both-locales'

/**
 * Which of the dev projects runs a journey. Every journey is written for both locales; by default each runs in
 * one of them, alternating down its spec file (journeys a loop declares go by their titles): half the run's time.
 * `E2E_LOCALES=both` runs every journey in both, and those tagged BOTH_LOCALES always run in both. The production
 * project has one locale and runs all of its journeys.
 */
export function runsInLocale(testInfo: TestInfo): boolean {
  if (!testInfo.project.name.startsWith('dev')) return true
  if (process.env.E2E_LOCALES === 'both' || testInfo.tags.includes(BOTH_LOCALES)) return true
  return localeOfJourney(testInfo.file, testInfo.line, testInfo.title) === testLocale(testInfo)
}

/** A `test(` call in a spec file: its line, whether a loop declares it, and the start of its text (the title). */
export type Declaration = { line: number; inLoop: boolean; text: string }

const declarationsByFile = new Map<string, Declaration[]>()

/** The file's journey declarations, read once per file. */
export function declarationsOf(file: string): Declaration[] {
  let declarations = declarationsByFile.get(file)
  if (!declarations) {
    const source = readFileSync(file, 'utf8').split('\n')
    declarations = source.flatMap((text, index) =>
      /^\s*test\(/.test(text)
        ? [
            {
              line: index + 1,
              inLoop: source.slice(Math.max(0, index - 3), index).some((above) => /^\s*for \(/.test(above)),
              text: source.slice(index, index + 3).join(' '),
            },
          ]
        : [],
    )
    declarationsByFile.set(file, declarations)
  }
  return declarations
}

/**
 * The locale a journey gets: its declaration's place among the file's `test(` lines, odd or even (starting with a
 * locale picked by the file's name); journeys declared in a loop share a line and alternate by title.
 */
export function localeOfJourney(file: string, line: number, title: string): 'en' | 'ru' {
  const place = declarationsOf(file).findIndex((declaration) => declaration.line === line)
  const order = place === -1 || declarationsOf(file)[place]?.inLoop ? hash(title) : place
  return (hash(basename(file)) + order) % 2 === 0 ? 'en' : 'ru'
}

/** FNV-1a: stable across runs and machines. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}
