import { vi } from 'vitest'
import type * as ReloadGuard from '@/features/build-update/reload-guard'

/**
 * For tests: the reload guard as it is, with the page reload replaced by `pageReloads` (Vitest's vm pool cannot
 * stub `location`). A test file takes it with `vi.mock('./reload-guard', () => import('@/test/reload-guard-stand-in'))`.
 */
export const pageReloads = vi.fn()

const guard = await vi.importActual<typeof ReloadGuard>('@/features/build-update/reload-guard')

export const reloadGuardActive = guard.reloadGuardActive
export const reloadForNewBuild = () => guard.reloadForNewBuild(undefined, undefined, pageReloads)
