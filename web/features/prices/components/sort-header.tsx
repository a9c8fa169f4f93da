import type { ReactNode } from 'react'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { m } from '@/paraglide/messages.js'
import { firstDirection } from '../price-list-filter'
import type { PriceListSearch, PriceSort } from '../price-search'
import styles from './price-list.module.css'

type SortHeaderProps = {
  column: Exclude<PriceSort, 'rank'>
  search: PriceListSearch
  onSearchChange: (change: Partial<PriceListSearch>) => void
  numeric?: boolean
  children: ReactNode
}

/**
 * A column header that sorts the list by its column: first in the column's natural direction, then reversed.
 * aria-sort tells a screen reader which column orders the list and how.
 */
export function SortHeader({ column, search, onSearchChange, numeric, children }: SortHeaderProps) {
  const active = search.sort === column
  const direction = active ? (search.dir ?? firstDirection(column)) : undefined
  const next = direction ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection(column)
  return (
    <th
      scope="col"
      className={numeric ? styles.price : undefined}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className={styles.sort}
        onClick={() => onSearchChange({ sort: column, dir: next })}
      >
        {children}
        <span aria-hidden="true" className={styles.arrow}>
          {direction === 'asc' ? '↑' : direction === 'desc' ? '↓' : '↕'}
        </span>
        <VisuallyHidden>
          {next === 'asc' ? m.prices_sort_ascending() : m.prices_sort_descending()}
        </VisuallyHidden>
      </button>
    </th>
  )
}
