import { CONTENT_PREFETCH_MAX_WAIT_MS } from '@/config/constants'
import { redirectToCanonicalPath } from './canonical-path-rule'
import type { NavigationArgs } from './navigation-args'
import { storeReferral } from './referral-cookie-rule'
import { redirectReferralLanding } from './referral-landing-rule'
import { loadSectionTexts } from './section-texts-rule'
import { loadSeoTexts } from './seo-texts-rule'
import { applyServerRedirect } from './server-redirect-rule'

export type { NavigationArgs }

/** Resolves when `work` settles or after `ms`, whichever comes first; a rejection of `work` passes through. */
export function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer))
}

/**
 * docs/product.md §2 "Rules before every navigation" (rules 1, 3, 4, 5, 6 and 7; rule 2, the account refresh, is
 * the session's), run by the root route's beforeLoad.
 */
export async function applyNavigationRules(args: NavigationArgs): Promise<void> {
  redirectToCanonicalPath(args.location)
  if (!args.preload) storeReferral(args.location)
  await redirectReferralLanding(args)
  const texts = Promise.all([loadSeoTexts(args), loadSectionTexts(args)])
  await Promise.all([applyServerRedirect(args), atMost(texts, CONTENT_PREFETCH_MAX_WAIT_MS)])
}
