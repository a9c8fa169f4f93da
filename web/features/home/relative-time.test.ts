import { describe, expect, it } from 'vitest'
import { timeAgo } from './relative-time'

const NOW = Date.parse('2026-01-10T12:00:00Z')

describe('timeAgo', () => {
  it('names the largest whole unit that has passed', () => {
    expect(timeAgo('2026-01-10T11:57:00Z', NOW)).toBe('3 minutes ago')
    expect(timeAgo('2026-01-10T09:30:00Z', NOW)).toBe('2 hours ago')
    expect(timeAgo('2026-01-08T12:00:00Z', NOW)).toBe('2 days ago')
  })

  it('says now for under a minute and for a clock slightly ahead', () => {
    expect(timeAgo('2026-01-10T11:59:30Z', NOW)).toBe('now')
    expect(timeAgo('2026-01-10T12:00:05Z', NOW)).toBe('now')
  })
})
