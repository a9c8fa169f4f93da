import type { InstrumentRef } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { instrumentLabel } from '@/domain/instrument-label'
import { m } from '@/paraglide/messages.js'
import { coinLabel } from '../price-naming'
import { swapPartnersQueryOptions } from '../price-page-queries'
import { pricedInstrumentsQueryOptions } from '../queries'
import styles from './swap-partners.module.css'

/** The exchange page's params of a pair (the exchange feature's rule, handed in by the route). */
export type PairParams = (send: string, receive: string) => { pair: string; send: string; receive: string }

type SwapPartnersProps = { symbol: string; ticker: string; pairParams: PairParams }

/** Links to swap the instrument to and from its most popular partners (the exchange page of each pair). */
export function SwapPartners({ symbol, ticker, pairParams }: SwapPartnersProps) {
  const { data, isPending } = useQuery(swapPartnersQueryOptions(symbol))
  // A partner named as its own price page names it: a fiat currency by its code ('USD', not 'USD (CARD)'). The list
  // is the page's own (its loader's), so the name never changes under the link.
  const { data: instruments } = useQuery(pricedInstrumentsQueryOptions())
  const name = (partner: InstrumentRef) => {
    const known = instruments?.find((instrument) => instrument.slug === partner.slug)
    return known ? coinLabel(known) : instrumentLabel(partner)
  }
  return (
    <section className={styles.root} aria-labelledby="swap-partners-title" aria-busy={isPending || undefined}>
      <h2 id="swap-partners-title" className={styles.title}>
        {m.prices_swap_title({ ticker })}
      </h2>
      <div className={styles.columns}>
        <PartnerList
          heading={m.prices_swap_sell({ ticker })}
          partners={data?.to.map((pair) => pair.instrumentTo)}
          params={(partner) => pairParams(symbol, partner.slug)}
          label={(partner) => m.prices_swap_link({ from: ticker, to: name(partner) })}
        />
        <PartnerList
          heading={m.prices_swap_buy({ ticker })}
          partners={data?.from.map((pair) => pair.instrumentFrom)}
          params={(partner) => pairParams(partner.slug, symbol)}
          label={(partner) => m.prices_swap_link({ from: name(partner), to: ticker })}
        />
      </div>
    </section>
  )
}

type PartnerListProps = {
  heading: string
  partners: InstrumentRef[] | undefined
  params: (partner: InstrumentRef) => ReturnType<PairParams>
  label: (partner: InstrumentRef) => string
}

function PartnerList({ heading, partners, params, label }: PartnerListProps) {
  return (
    <div className={styles.column}>
      <h3 className={styles.heading}>{heading}</h3>
      {partners === undefined ? (
        <Skeleton height="var(--space-20)" />
      ) : partners.length === 0 ? (
        <p className={styles.none}>{m.prices_swap_none()}</p>
      ) : (
        <ul className={styles.list}>
          {partners.map((partner) => (
            <li key={partner.slug}>
              <Link to="/exchange-{$pair}" params={params(partner)} className={styles.link}>
                {label(partner)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
