import { useHydrated, useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { GlobeIcon } from '@/components/ui/icons'
import { LOCALE_META } from '@/config/locales'
import { cx } from '@/lib/class-names'
import { canonicalPathname } from '@/lib/head/canonical-url'
import { getLocale, type Locale, locales, switchLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages.js'
import { localizeHref } from '@/paraglide/runtime.js'
import styles from './locale-switcher.module.css'

const LOCALE_NAMES: Record<Locale, () => string> = { en: m.locale_name_en, ru: m.locale_name_ru }
const LOCALE_SHORT: Record<Locale, () => string> = { en: m.locale_short_en, ru: m.locale_short_ru }

type LocaleSwitcherProps = {
  /** 'compact' (the header): the globe and the short code; 'full': the language's own name. */
  variant?: 'compact' | 'full'
  className?: string
}

/**
 * The page at `href` (the router's de-localized '/roadmap?x=1') in `locale`, in canonical form (docs/product.md §2 rule 4: no
 * trailing slash except on '/'): paraglide localizes the home page '/' as '/ru/', the site's address is '/ru'.
 */
export function localeSwitchHref(href: string, locale: Locale): string {
  const localized = localizeHref(href, { locale })
  const [path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(localized)?.slice(1) ?? []
  return `${canonicalPathname(path)}${rest}`
}

/**
 * The language switch: a link to the current page in each other language. A plain link (no menu code in the
 * entry chunk) whose href is the localized page, so it also works as a link (open in a new tab, copy). A plain
 * click switches through paraglide's setLocale (lib/i18n/locale switchLocale), which writes the locale cookie and
 * loads the same page in the new locale (/path ↔ /ru/path): the cookie decides the locale first (docs/product.md §4), so
 * following the href alone would land back in the old language.
 */
export function LocaleSwitcher({ variant = 'compact', className }: LocaleSwitcherProps) {
  const current = getLocale()
  // The router's location is de-localized ('/roadmap?x=1'); localizeHref puts it in the target locale. A
  // pre-rendered page was rendered without the visitor's query (?utm_…), so hydration renders the path alone.
  const hydrated = useHydrated()
  const href = useRouterState({
    select: (state) => (hydrated ? state.location.href : state.location.pathname),
  })
  const others = locales.filter((locale) => locale !== current)
  const full = variant === 'full'
  return (
    <fieldset className={cx(styles.root, full && styles.full, className)}>
      <legend className={full ? styles.label : styles.hiddenLabel}>{m.locale_menu_label()}</legend>
      {others.map((locale) => {
        const lang = LOCALE_META[locale].lang
        const short = LOCALE_SHORT[locale]()
        const name = LOCALE_NAMES[locale]()
        return (
          <a
            key={locale}
            href={localeSwitchHref(href, locale)}
            hrefLang={lang}
            // The compact link shows only the code, so its name says more (and starts with the code it shows).
            aria-label={full ? undefined : m.locale_switcher_label({ short, name })}
            className={cx(buttonClassName({ variant: 'ghost' }), styles.link)}
            onClick={(event) => onSwitchClick(event, locale)}
          >
            <GlobeIcon />
            {full ? <span lang={lang}>{name}</span> : <span>{short}</span>}
          </a>
        )
      })}
    </fieldset>
  )
}

function onSwitchClick(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
  // A new tab or window (modifier keys, middle button) keeps the browser's own link behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  switchLocale(locale)
}
