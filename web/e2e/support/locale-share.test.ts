import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOTH_LOCALES, declarationsOf, localeOfJourney } from './locale-share'

const E2E = 'web/e2e'

/** Each journey declared on its own line (not in a loop, not run in both): its file and locale. */
function sharedJourneys() {
  return readdirSync(E2E)
    .filter((name) => name.endsWith('.spec.ts'))
    .flatMap((name) =>
      declarationsOf(join(E2E, name))
        .filter((declaration) => !declaration.inLoop && !declaration.text.includes(BOTH_LOCALES))
        .map((declaration) => ({
          file: name,
          locale: localeOfJourney(join(E2E, name), declaration.line, ''),
        })),
    )
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
