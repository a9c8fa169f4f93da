// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_GUARD_MS } from '@/config/constants'
import { reloadForNewBuild, reloadGuardActive } from './reload-guard'

afterEach(() => {
  sessionStorage.clear()
})

describe('reload guard (docs/product.md §9: 10 s)', () => {
  it('is off before any reload', () => {
    expect(reloadGuardActive(Date.now(), sessionStorage)).toBe(false)
  })

  it('holds for 10 s after a reload for a new build', () => {
    const reload = vi.fn()
    reloadForNewBuild(1_000_000, sessionStorage, reload)
    expect(reload).toHaveBeenCalledOnce()
    expect(reloadGuardActive(1_000_000 + RELOAD_GUARD_MS - 1, sessionStorage)).toBe(true)
    expect(reloadGuardActive(1_000_000 + RELOAD_GUARD_MS, sessionStorage)).toBe(false)
  })
})
