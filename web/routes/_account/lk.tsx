import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * /lk, the account entry (docs/product.md §2). Its parent guard has let only a signed-in user through, who is taken to the
 * first account page.
 */
export const Route = createFileRoute('/_account/lk')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/info', replace: true })
  },
})
