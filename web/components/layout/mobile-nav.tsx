import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { IconButton } from '@/components/ui/icon-button'
import { CloseIcon, MenuIcon } from '@/components/ui/icons'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { m } from '@/paraglide/messages.js'
import { LocaleSwitcher } from './locale-switcher'
import { MainNav } from './main-nav'
import styles from './mobile-nav.module.css'
import { ThemeToggle } from './theme-toggle'

/** Small screens: a menu button opening a side sheet (Radix Dialog: focus trap, Esc, overlay). */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton label={m.nav_open_menu()} className={className}>
          <MenuIcon />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet}>
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
            <LocaleSwitcher />
            <ThemeToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
