import { DropdownMenu } from 'radix-ui'
import { buttonClassName } from '@/components/ui/button'
import { CheckIcon, GlobeIcon } from '@/components/ui/icons'
import { LOCALE_META } from '@/config/locales'
import { cx } from '@/lib/class-names'
import { getLocale, type Locale, locales, switchLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages.js'
import styles from './menu.module.css'

const LOCALE_NAMES: Record<Locale, () => string> = { en: m.locale_name_en, ru: m.locale_name_ru }
const LOCALE_SHORT: Record<Locale, () => string> = { en: m.locale_short_en, ru: m.locale_short_ru }

/** Language menu. Choosing a language reloads the current page in it (see switchLocale). */
export function LocaleSwitcher() {
  const current = getLocale()
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cx(buttonClassName({ variant: 'ghost' }), styles.trigger)}
        aria-label={m.locale_switcher_label({
          short: LOCALE_SHORT[current](),
          name: LOCALE_NAMES[current](),
        })}
      >
        <GlobeIcon />
        <span className={styles.triggerText}>{LOCALE_SHORT[current]()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={styles.label}>{m.locale_menu_label()}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => switchLocale(value as Locale)}>
            {locales.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                className={styles.item}
                lang={LOCALE_META[locale].lang}
              >
                {LOCALE_NAMES[locale]()}
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
