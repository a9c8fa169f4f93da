import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOTH_LOCALES, localeOfJourney } from './locale-share'

const E2E = 'web/e2e'

/** Each journey declared on its own line (not in a loop, not run in both): its file, line and locale. */
function sharedJourneys() {
  return readdirSync(E2E)
    .filter((name) => name.endsWith('.spec.ts'))
    .flatMap((name) => {
      const file = join(E2E, name)
      const lines = readFileSync(file, 'utf8').split('\n')
      return lines.flatMap((text, index) => {
        const declaration = lines.slice(index, index + 3).join(' ')
        const inLoop = lines.slice(Math.max(0, index - 3), index).some((above) => /^\s*for \(/.test(above))
        if (!/^\s*test\(/.test(text) || inLoop || declaration.includes(BOTH_LOCALES)) return []
        return [{ file: name, locale: localeOfJourney(file, index + 1, '') }]
      })
    })
}

describe('the journeys each dev project runs', () => {
  const journeys = sharedJourneys()

  it('share the journeys about evenly between the locales', () => {
    expect(journeys.length).toBeGreaterThan(100)
    const english = journeys.filter((journey) => journey.locale === 'en').length
    expect(english / journeys.length).toBeGreaterThan(0.4)
    expect(english / journeys.length).toBeLessThan(0.6)
  })
})
