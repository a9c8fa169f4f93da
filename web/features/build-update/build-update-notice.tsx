import { Suspense } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'

const UpdateOffer = lazyPart(() =>
  import('./update-offer').then((module) => ({ default: module.UpdateOffer })),
)

/**
 * The reload offer for a new build (update-offer.tsx), mounted once in the root route. Nothing of it is needed
 * for the first render, so its code loads separately, right after (the home page's initial JS stays small).
 */
export function BuildUpdateNotice() {
  return (
    <Suspense fallback={null}>
      <UpdateOffer />
    </Suspense>
  )
}
