// The pickers search on every keystroke: each case below must stay well under 5 ms per call over the
// mock's whole catalogue (run: npx vitest bench --run --project web web/features/exchange).
import { bench, describe } from 'vitest'
import { seedInstruments } from '../../../../mocks/world/instruments-seed'
import { createInstrumentIndex, searchInstruments } from './instrument-search'

const instruments = seedInstruments().map((record) => record.instrument)
const index = createInstrumentIndex(instruments)

/** What a user types, one keystroke at a time. */
const keystrokes = (word: string) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1))

describe(`instrument search over ${instruments.length} instruments`, () => {
  bench('build the index (once per list)', () => {
    createInstrumentIndex(instruments)
  })

  bench('one keystroke: "u"', () => {
    searchInstruments(index, 'u')
  })

  bench('one keystroke: "usdt trc"', () => {
    searchInstruments(index, 'usdt trc')
  })

  bench('one keystroke: "ethereum arbitrum"', () => {
    searchInstruments(index, 'ethereum arbitrum')
  })

  bench('typing "bitcoin cash" (12 keystrokes)', () => {
    for (const query of keystrokes('bitcoin cash')) searchInstruments(index, query)
  })
})
