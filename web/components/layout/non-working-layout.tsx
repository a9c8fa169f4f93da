import { Suspense } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import type { NonWorkingStatus } from './non-working-page'

const NonWorkingPage = lazyPart(() =>
  import('./non-working-page').then((module) => ({ default: module.NonWorkingPage })),
)

/**
 * The "non-working" layout of docs/product.md §2 (non-working-page.tsx), shown instead of the app while the health status is
 * not OK. Its code loads when it is first needed, not with every page.
 */
export function NonWorkingLayout({ status }: { status: NonWorkingStatus }) {
  return (
    <Suspense fallback={null}>
      <NonWorkingPage status={status} />
    </Suspense>
  )
}
