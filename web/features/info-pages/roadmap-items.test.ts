import { describe, expect, it } from 'vitest'
import { roadmapItems } from './roadmap-items'

const texts = {
  roadmap_title: 'Roadmap',
  roadmap_q3: 'More fiat currencies',
  roadmap_q1: 'Telegram mini-app',
  roadmap_q2: 'Swap API v2',
  roadmap_done: 'Done',
}

describe('roadmapItems', () => {
  it('lists the quarters in order with their status by today’s quarter', () => {
    expect(roadmapItems(texts, new Date(2026, 4, 10))).toEqual([
      { key: 'roadmap_q1', quarter: 1, title: 'Telegram mini-app', status: 'done' },
      { key: 'roadmap_q2', quarter: 2, title: 'Swap API v2', status: 'current' },
      { key: 'roadmap_q3', quarter: 3, title: 'More fiat currencies', status: 'planned' },
    ])
  })

  it('has nothing when the texts hold no quarter', () => {
    expect(roadmapItems({ roadmap_title: 'Roadmap' }, new Date())).toEqual([])
  })
})
