import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { CoinLogo } from '@/components/ui/coin-logo'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { hasNetwork } from '@/domain/instrument-label'
import { useInstruments } from '@/domain/use-instruments'
import { m } from '@/paraglide/messages.js'
import { NetworkBadge } from '../pickers/network-badge'
import { popularPairsQueryOptions } from '../queries'
import { exchangePairParams } from '../selection/exchange-search'
import styles from './popular-exchanges.module.css'

/** How many pairs show before "show all" (inferred: the catalogue has hundreds of pairs). */
const FIRST_PAIRS = 30

/** The pairs that can be exchanged now, most popular first, each a link to its exchange page. */
export function PopularExchanges() {
  const { data: allPairs } = useSuspenseQuery(popularPairsQueryOptions())
  const [showAll, setShowAll] = useState(false)
  const pairs = showAll ? allPairs : allPairs.slice(0, FIRST_PAIRS)
  const instruments = useInstruments()
  const bySlug = new Map(instruments.map((instrument) => [instrument.slug, instrument]))
  if (pairs.length === 0) return <p className={styles.empty}>{m.exchange_popular_empty()}</p>
  return (
    <div className={styles.page}>
      <ol className={styles.list} aria-label={m.exchange_popular_list_label()}>
        {pairs.map((pair, index) => {
          const from = pair.instrumentFrom
          const to = pair.instrumentTo
          const fromInstrument = bySlug.get(from.slug)
          const toInstrument = bySlug.get(to.slug)
          return (
            <li key={`${from.slug}-${to.slug}`}>
              <Link
                to="/exchange-{$pair}"
                params={exchangePairParams(from.slug, to.slug)}
                className={styles.pair}
              >
                {/* The place in this list: pairs that cannot be traded now are left out, and the backend's ranks
                    then skip their places. */}
                <span className={styles.rank}>{m.exchange_popular_rank({ rank: index + 1 })}</span>
                <span className={styles.side}>
                  {fromInstrument && <CoinLogo coin={fromInstrument} />}
                  <span className={styles.ticker}>{from.currencyTitle}</span>
                  {fromInstrument && hasNetwork(fromInstrument) && (
                    <NetworkBadge network={from.networkTitle} />
                  )}
                </span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
                <VisuallyHidden>{m.exchange_popular_to()}</VisuallyHidden>
                <span className={styles.side}>
                  {toInstrument && <CoinLogo coin={toInstrument} />}
                  <span className={styles.ticker}>{to.currencyTitle}</span>
                  {toInstrument && hasNetwork(toInstrument) && <NetworkBadge network={to.networkTitle} />}
                </span>
              </Link>
            </li>
          )
        })}
      </ol>
      {!showAll && allPairs.length > FIRST_PAIRS && (
        <Button variant="secondary" onClick={() => setShowAll(true)}>
          {m.exchange_popular_show_all({ count: allPairs.length })}
        </Button>
      )}
    </div>
  )
}
