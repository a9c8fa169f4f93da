import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { instrumentLabel } from '@/domain/instrument-label'
import { cx } from '@/lib/class-names'
import { m } from '@/paraglide/messages.js'
import { homePairsQueryOptions } from '../queries'
import layout from './home-layout.module.css'
import styles from './popular-pairs.module.css'

/** The exchange page's params of a pair (the exchange feature's rule, handed in by the route). */
export type PairParams = (send: string, receive: string) => { pair: string; send: string; receive: string }

/** The most popular pairs, each a link to its exchange page, and the way to all of them. */
export function PopularPairs({ pairParams }: { pairParams: PairParams }) {
  const { data } = useQuery(homePairsQueryOptions())
  return (
    <section className={cx(layout.section, layout.pairs)} aria-labelledby="home-pairs-title">
      <h2 id="home-pairs-title" className={layout.heading}>
        {m.home_pairs_title()}
      </h2>
      {data ? (
        <ul className={styles.list}>
          {data.map(({ instrumentFrom: from, instrumentTo: to }) => (
            <li key={`${from.slug}-${to.slug}`}>
              <Link to="/exchange-{$pair}" params={pairParams(from.slug, to.slug)} className={styles.pair}>
                {m.home_pairs_pair({ from: instrumentLabel(from), to: instrumentLabel(to) })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton height="var(--space-20)" still />
      )}
      <Link to="/popular-exchanges" className={styles.more}>
        {m.home_pairs_all()}
      </Link>
    </section>
  )
}
