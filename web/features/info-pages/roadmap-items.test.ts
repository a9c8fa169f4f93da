import { afterEach, describe, expect, it, vi } from 'vitest'
import { roadmapItems } from './roadmap-items'

const texts = {
  roadmap_title: 'Roadmap',
  roadmap_q2_2027: 'Limit orders',
  roadmap_q2_2027_status: 'planned',
  roadmap_q4_2026_2: 'Telegram mini-app',
  roadmap_q4_2026_2_status: 'done',
  roadmap_q1_2027: 'More fiat currencies',
  roadmap_q1_2027_status: 'in_progress',
  roadmap_q4_2026: 'Swap API v2',
  roadmap_q4_2026_status: 'done',
  roadmap_done: 'Done',
}

afterEach(() => {
  vi.useRealTimers()
})

describe('roadmapItems', () => {
  it('lists the items by year and quarter, each with the status the content gives it', () => {
    expect(roadmapItems(texts)).toEqual([
      { key: 'roadmap_q4_2026', year: 2026, quarter: 4, title: 'Swap API v2', status: 'done' },
      { key: 'roadmap_q4_2026_2', year: 2026, quarter: 4, title: 'Telegram mini-app', status: 'done' },
      { key: 'roadmap_q1_2027', year: 2027, quarter: 1, title: 'More fiat currencies', status: 'current' },
      { key: 'roadmap_q2_2027', year: 2027, quarter: 2, title: 'Limit orders', status: 'planned' },
    ])
  })

  it('shows the same statuses whatever the visitor’s clock says (finished work stays done after New Year)', () => {
    vi.useFakeTimers({ now: new Date(2027, 0, 15) })
    const inJanuary = roadmapItems(texts)
    vi.setSystemTime(new Date(2026, 10, 30))
    expect(roadmapItems(texts)).toEqual(inJanuary)
    expect(inJanuary.find((item) => item.title === 'Telegram mini-app')?.status).toBe('done')
  })

  it('gives an item without a known status none, and has nothing when the texts hold no item', () => {
    expect(roadmapItems({ roadmap_q3_2027: 'Staking', roadmap_q3_2027_status: 'soon' })).toEqual([
      { key: 'roadmap_q3_2027', year: 2027, quarter: 3, title: 'Staking' },
    ])
    expect(roadmapItems({ roadmap_title: 'Roadmap' })).toEqual([])
  })
})
