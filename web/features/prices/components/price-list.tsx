import type { Instrument } from '@sdk/gen/api/types.gen'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { CoinLogo } from '@/components/ui/coin-logo'
import { TextField } from '@/components/ui/text-field'
import { hasNetwork } from '@/domain/instrument-label'
import { m } from '@/paraglide/messages.js'
import { formatUsdPrice } from '../price-format'
import { visibleInstruments } from '../price-list-filter'
import type { PriceListSearch } from '../price-search'
import styles from './price-list.module.css'
import { SortHeader } from './sort-header'

export type PriceListProps = {
  instruments: readonly Instrument[]
  search: PriceListSearch
  /** Writes a change of the list's query into the URL (the route's navigate, on top of the URL's latest query). */
  onSearchChange: (change: Partial<PriceListSearch>) => void
}

/** /price: every instrument with its USD price, found by name and ordered by name or price, each a link to its page. */
export function PriceList({ instruments, search, onSearchChange }: PriceListProps) {
  // The field holds what was typed and the URL follows it. The router commits a navigation a moment after the
  // event, so a field bound to the URL lost the keys typed in between. The URL only changes under the list by a
  // new visit (its writes replace the history entry), which mounts it again.
  const [text, setText] = useState(search.q ?? '')
  const query = useDeferredValue(text)
  const shown = visibleInstruments(instruments, { ...search, q: query })
  return (
    <div className={styles.root}>
      <TextField
        type="search"
        label={m.prices_search_label()}
        placeholder={m.prices_search_placeholder()}
        value={text}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value)
          onSearchChange({ q: event.target.value || undefined })
        }}
      />
      <p className={styles.count} role="status">
        {m.prices_found_count({ count: shown.length })}
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>{m.prices_table_caption()}</caption>
        <thead>
          <tr>
            <SortHeader column="name" search={search} onSearchChange={onSearchChange}>
              {m.prices_column_name()}
            </SortHeader>
            <SortHeader column="price" search={search} onSearchChange={onSearchChange} numeric>
              {m.prices_column_price()}
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {shown.map((instrument) => (
            <tr key={instrument.slug}>
              <th scope="row" className={styles.name}>
                <Link to="/price/$symbol" params={{ symbol: instrument.slug }} className={styles.link}>
                  <CoinLogo coin={instrument} />
                  {/* Spaces between the parts keep the link's accessible name "USDT Tether TRC20", not run
                      together (the flex gap spaces them on screen). */}
                  <span className={styles.ticker}>{instrument.currencyTitle}</span>{' '}
                  <span className={styles.friendly}>{instrument.currencyFriendlyTitle}</span>{' '}
                  {/* The same ticker on many networks (ten USDT rows): the network in the link tells the rows
                      apart and gives each link its own name. A coin on its own network (BTC) and a fiat currency
                      (its 'CARD' is no network a person would name) need none. */}
                  {hasNetwork(instrument) && <span className={styles.badge}>{instrument.networkTitle}</span>}
                </Link>
              </th>
              <td className={styles.price}>{formatUsdPrice(instrument.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 && <p className={styles.empty}>{m.prices_nothing_found()}</p>}
    </div>
  )
}
