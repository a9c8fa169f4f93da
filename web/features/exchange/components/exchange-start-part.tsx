import { prerenderedLazy } from '@/lib/hydration/prerendered-lazy'

/**
 * The exchange form as a part of the home page that loads apart from the page's first JavaScript (docs/budgets.md):
 * the pre-rendered HTML shows the form from the first byte, and its code arrives before the page hydrates.
 */
export const ExchangeStartPart = prerenderedLazy('exchange-start', () =>
  import('./exchange-start').then((module) => module.ExchangeStart),
)
