import { DropdownMenu } from 'radix-ui'
import type { ComponentType } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons'
import { cx } from '@/lib/class-names'
import { setThemePreference, THEME_PREFERENCES, type ThemePreference, useThemePreference } from '@/lib/theme'
import { m } from '@/paraglide/messages.js'
import styles from './menu.module.css'

const THEME_OPTIONS: Record<ThemePreference, { label: () => string; Icon: ComponentType }> = {
  light: { label: m.theme_light, Icon: SunIcon },
  dark: { label: m.theme_dark, Icon: MoonIcon },
  system: { label: m.theme_system, Icon: MonitorIcon },
}

/** Light / dark / system theme menu; the choice persists (see lib/theme). */
export function ThemeToggle() {
  const preference = useThemePreference()
  const { label, Icon } = THEME_OPTIONS[preference]
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cx(buttonClassName({ variant: 'ghost' }), styles.trigger)}
        aria-label={m.theme_toggle_label({ name: label() })}
      >
        <Icon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={styles.label}>{m.theme_menu_label()}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => setThemePreference(value as ThemePreference)}
          >
            {THEME_PREFERENCES.map((option) => {
              const { label: optionLabel, Icon: OptionIcon } = THEME_OPTIONS[option]
              return (
                <DropdownMenu.RadioItem key={option} value={option} className={styles.item}>
                  <OptionIcon />
                  {optionLabel()}
                  <DropdownMenu.ItemIndicator className={styles.indicator}>
                    <CheckIcon />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              )
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
