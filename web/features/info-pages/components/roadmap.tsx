import { cx } from '@/lib/class-names'
import { useSectionTexts } from '@/lib/i18n/use-section-texts'
import { m } from '@/paraglide/messages.js'
import { roadmapItems } from '../roadmap-items'
import styles from './roadmap.module.css'

/**
 * The roadmap from the section texts the route loaded (docs/product.md §2 rule 7): each item with its quarter, year and status
 * as the content gives them (roadmap-items.ts), so the pre-rendered page and the hydrated one agree; the status
 * words come from the same texts, the page's own messages stand in while they are missing.
 */
export function Roadmap() {
  const texts = useSectionTexts('roadmap')
  const status = {
    done: texts.roadmap_done ?? m.info_roadmap_done(),
    current: texts.roadmap_in_progress ?? m.info_roadmap_in_progress(),
    planned: texts.roadmap_planned ?? m.info_roadmap_planned(),
  }
  const items = roadmapItems(texts)
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{m.info_roadmap_intro()}</p>
      {items.length === 0 ? (
        <p className={styles.intro}>{m.info_roadmap_empty()}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={cx(styles.item, item.status && styles[item.status])}>
              <span className={styles.quarter}>
                {m.info_roadmap_quarter({ quarter: item.quarter, year: item.year })}
              </span>
              <span className={styles.title}>{item.title}</span>
              {item.status && <span className={styles.status}>{status[item.status]}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
