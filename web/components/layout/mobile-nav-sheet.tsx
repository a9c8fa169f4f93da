import { Dialog } from 'radix-ui'
import { type RefObject, useId } from 'react'
import { CloseIcon } from '@/components/ui/content-icons'
import { IconButton } from '@/components/ui/icon-button'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { setThemePreference, THEME_PREFERENCES, useThemePreference } from '@/lib/theme'
import { m } from '@/paraglide/messages.js'
import { LocaleSwitcher } from './locale-switcher'
import { MainNav } from './main-nav'
import styles from './mobile-nav.module.css'
import { THEME_OPTIONS } from './theme-toggle'

type MobileNavSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: the dialog has no Radix trigger (it is loaded lazily), so focus is handed back by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The mobile menu's side sheet (Radix Dialog: focus trap, Esc, overlay). Loaded lazily by MobileNav. */
export function MobileNavSheet({ open, onOpenChange, returnFocusTo }: MobileNavSheetProps) {
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className={styles.sheetHeader}>
            <Dialog.Title className={styles.title}>{m.nav_menu_title()}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={m.nav_close_menu()}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <VisuallyHidden>{m.nav_menu_description()}</VisuallyHidden>
          </Dialog.Description>
          <MainNav listClassName={styles.list} linkClassName={styles.link} onNavigate={close} />
          <div className={styles.settings}>
            <LocaleSwitcher variant="full" />
            <ThemeRadioGroup />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * The theme choice as native radio buttons with visible labels (the header has the compact cycling button): arrow
 * keys move between them, and the legend names the group.
 */
function ThemeRadioGroup() {
  const preference = useThemePreference()
  const name = useId()
  return (
    <fieldset className={styles.themes}>
      <legend className={styles.legend}>{m.theme_menu_label()}</legend>
      <div className={styles.themeOptions}>
        {THEME_PREFERENCES.map((option) => {
          const { label, Icon } = THEME_OPTIONS[option]
          return (
            <label key={option} className={styles.themeOption}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={preference === option}
                onChange={() => setThemePreference(option)}
                className={styles.themeInput}
              />
              <Icon />
              <span>{label()}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
