import type { RedirectPurpose } from '@/components/ui/redirect-dialog'
import type { OrderField } from './create-order-outcome'

export type RedirectFeedback = { tone: 'redirect'; redirectUrl: string; purpose: RedirectPurpose }

/** What the form says after a submit: an error (alert), a notice (status), or a fiat order's provider page. */
export type Feedback = { tone: 'error' | 'notice'; message: string } | RedirectFeedback

/**
 * What a submit leaves for the form to do (docs/product.md §4, §8). The submit never reaches into the form: the part that
 * owns a value applies its outcome (the order part its fields, the calculator its rate mode and amount).
 */
export type SubmitOutcome = (
  | { kind: 'done' }
  | { kind: 'feedback'; feedback: Feedback }
  | { kind: 'field'; field: OrderField; message: string }
  /** The pair has no fixed rate (or not for this amount): the form goes floating and says why. */
  | { kind: 'force-floating'; message: string }
  /** No amount to exchange (empty, or zero): the form says so on the typed amount and goes back to it. */
  | { kind: 'amount-missing' }
  /** The amount is out of the pair's limits: the form remembers the limit and goes back to the amount. */
  | { kind: 'amount-limit'; bound: 'min' | 'max'; limit: number | null; message: string }
  | { kind: 'pair-unsupported' }
  /** A card order needs an account: the register dialog is open; the order goes on once the user is signed in. */
  | { kind: 'sign-in-needed' }
) & {
  /** The e-mail the user confirmed in the prompt (docs/product.md §4 ckm), for the e-mail field. */
  email?: string
}

export const feedbackOutcome = (tone: 'error' | 'notice', message: string): SubmitOutcome => ({
  kind: 'feedback',
  feedback: { tone, message },
})
