import { type ComponentType, useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { setThemePreference, THEME_PREFERENCES, type ThemePreference, useThemePreference } from '@/lib/theme'
import { m } from '@/paraglide/messages.js'

/** Each theme preference's name (a message) and icon; the mobile menu's radio group uses them too. */
export const THEME_OPTIONS: Record<ThemePreference, { label: () => string; Icon: ComponentType }> = {
  light: { label: m.theme_light, Icon: SunIcon },
  dark: { label: m.theme_dark, Icon: MoonIcon },
  system: { label: m.theme_system, Icon: MonitorIcon },
}

function nextPreference(current: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(current)
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? 'system'
}

/** The header's theme control: one button that cycles light → dark → system (the choice persists, see lib/theme). */
export function ThemeToggle({ className }: { className?: string }) {
  const preference = useThemePreference()
  const [announced, setAnnounced] = useState(false)
  const { label, Icon } = THEME_OPTIONS[preference]
  const name = m.theme_toggle_label({ name: label() })
  return (
    <>
      <IconButton
        label={name}
        className={className}
        onClick={() => {
          setThemePreference(nextPreference(preference))
          setAnnounced(true)
        }}
      >
        <Icon />
      </IconButton>
      <VisuallyHidden role="status">{announced ? name : ''}</VisuallyHidden>
    </>
  )
}
