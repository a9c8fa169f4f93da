// Small read-only additions the world does not have (yet). They only read the world's state; the world
// stays the one place with business rules. Listed in mocks/README.md so they can move into mocks/world/.
import type { AffiliateReferrerId } from '@sdk/gen/api/types.gen'
import type { ContentLocale, LocaleMessages } from '@sdk/gen/site/types.gen'
import type { World } from '../world/world'

/** getReferrerId: the signed-in user's own affiliate code. */
export const referrerIdOf = (world: World, userId: number): AffiliateReferrerId => ({
  referrerId: world.users.get(userId).referrerId,
})

/**
 * getLocaleMessages: the app ships its messages in its bundle and overlays what this call returns (a failure
 * keeps the bundled ones, docs/product.md §8). The mocks may not import the app (web/), so this is a small overlay of their
 * own: the footer's copyright line, with the message's own placeholders, in words the bundle does not have, so a
 * journey can see it replace the bundled line (web/e2e/server-messages.spec.ts). The last line of the page, so
 * its longer text moves nothing.
 */
const LOCALE_MESSAGES: Record<ContentLocale, LocaleMessages> = {
  en: { footer_copyright: '© {year} {brand}. All rights reserved.' },
  ru: { footer_copyright: '© {year} {brand}. Все права защищены.' },
}

export const localeMessages = (locale: ContentLocale): LocaleMessages => ({ ...LOCALE_MESSAGES[locale] })
