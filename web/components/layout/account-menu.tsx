import { Link } from '@tanstack/react-router'
import { DropdownMenu } from 'radix-ui'
import { buttonClassName } from '@/components/ui/button'
import { cx } from '@/lib/class-names'
import { useLogout } from '@/lib/session/use-logout'
import { m } from '@/paraglide/messages.js'
import styles from './account-menu.module.css'
import { ACCOUNT_NAV } from './account-nav-items'
import menuStyles from './menu.module.css'

export type AccountMenuProps = {
  /** The e-mail (or a generic name for a messenger user without one). */
  name: string
  /** docs/product.md §6 hasAdminPermissions: shows the admin badge. */
  isAdmin: boolean
  /** Whether the menu is open; the account slot holds it, so that a press on its placeholder opens the menu. */
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The signed-in user's menu in the header: who is signed in, the account pages, logout (docs/product.md §4). */
export function AccountMenu({ name, isAdmin, open, onOpenChange }: AccountMenuProps) {
  const logout = useLogout()
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        className={cx(buttonClassName({ variant: 'secondary' }), styles.trigger)}
        aria-label={m.auth_account_menu_label({ name })}
      >
        <span className={styles.name}>{name}</span>
        {isAdmin && <span className={styles.badge}>{m.auth_account_admin_badge()}</span>}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={styles.who}>
            <span className={menuStyles.label}>{m.auth_account_signed_in_as()}</span>
            <span className={styles.email}>{name}</span>
            {isAdmin && <span className={styles.badge}>{m.auth_account_admin_badge()}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {ACCOUNT_NAV.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuStyles.item}>
              <Link to={link.to}>{link.label()}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={menuStyles.item}
            disabled={logout.isPending}
            onSelect={() => logout.mutate({})}
          >
            {m.auth_logout()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
