// The pickers search on every keystroke over the mock's whole catalogue: `npm run bench` prints each case's
// latency (`npx vitest bench --project web web/features/exchange` runs this file alone).
import { test } from 'vitest'
import { seedInstruments } from '../../../../mocks/world/instruments-seed'
import { createInstrumentIndex, searchInstruments } from './instrument-search'

const instruments = seedInstruments().map((record) => record.instrument)
const index = createInstrumentIndex(instruments)

/** What a user types, one keystroke at a time. */
const keystrokes = (word: string) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1))

test(`instrument search over ${instruments.length} instruments`, async ({ bench }) => {
  await bench.compare(
    bench('build the index (once per list)', () => {
      createInstrumentIndex(instruments)
    }),
    bench('one keystroke: "u"', () => {
      searchInstruments(index, 'u')
    }),
    bench('one keystroke: "usdt trc"', () => {
      searchInstruments(index, 'usdt trc')
    }),
    bench('one keystroke: "ethereum arbitrum"', () => {
      searchInstruments(index, 'ethereum arbitrum')
    }),
    bench('typing "bitcoin cash" (12 keystrokes)', () => {
      for (const query of keystrokes('bitcoin cash')) searchInstruments(index, query)
    }),
  )
})
