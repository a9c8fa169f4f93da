export type RoadmapStatus = 'done' | 'current' | 'planned'
export type RoadmapItem = { key: string; quarter: number; title: string; status: RoadmapStatus }

/**
 * The roadmap's items from its section texts: every `roadmap_q<N>` key, in quarter order, done before today's
 * quarter, in progress during it, planned after it (the CMS gives the quarter, not the status; inferred).
 */
export function roadmapItems(texts: Readonly<Record<string, string>>, today: Date): RoadmapItem[] {
  const currentQuarter = Math.floor(today.getMonth() / 3) + 1
  return Object.entries(texts)
    .flatMap(([key, title]) => {
      const match = /^roadmap_q(\d+)$/.exec(key)
      return match && title ? [{ key, quarter: Number(match[1]), title }] : []
    })
    .sort((a, b) => a.quarter - b.quarter)
    .map((item) => ({
      ...item,
      status:
        item.quarter < currentQuarter ? 'done' : item.quarter === currentQuarter ? 'current' : 'planned',
    }))
}
