export type RoadmapStatus = 'done' | 'current' | 'planned'
export type RoadmapItem = {
  key: string
  year: number
  quarter: number
  title: string
  /** As the content gives it; none when the content names no (known) status. */
  status?: RoadmapStatus
}

/** `roadmap_q4_2026` or, for a second item in the same quarter, `roadmap_q4_2026_2`: the item's title. */
const ITEM_KEY = /^roadmap_q([1-4])_(\d{4})(?:_(\d+))?$/

/** The status words of `<item key>_status` (the CMS's, in every locale). */
const STATUSES: Readonly<Record<string, RoadmapStatus>> = {
  done: 'done',
  in_progress: 'current',
  planned: 'planned',
}

/**
 * The roadmap's items from its section texts, oldest quarter first. Each item carries its quarter with its year and
 * its status (`<item key>_status`: done, in_progress or planned) from the content.
 */
export function roadmapItems(texts: Readonly<Record<string, string>>): RoadmapItem[] {
  return Object.entries(texts)
    .flatMap(([key, title]) => {
      const match = ITEM_KEY.exec(key)
      if (!match || !title) return []
      const status = STATUSES[texts[`${key}_status`] ?? '']
      const item = {
        key,
        year: Number(match[2]),
        quarter: Number(match[1]),
        order: Number(match[3] ?? 1),
        title,
      }
      return [status ? { ...item, status } : item]
    })
    .sort((a, b) => a.year - b.year || a.quarter - b.quarter || a.order - b.order)
    .map(({ order: _order, ...item }) => item)
}
