import type { PairData } from '@sdk/gen/api/types.gen'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useAuthDialog } from '@/lib/auth-dialog-context'
import { useSession } from '@/lib/session/use-session'
import type { OrderField } from './create-order-outcome'
import type { IdempotencyKeys } from './create-order-payload'
import { useKycFlow } from './fiat/use-kyc-flow'
import type { ExchangeFormValues } from './forms/exchange-form'
import type { LiveRateSource } from './live-rate-source'

export type Feedback =
  | { tone: 'error' | 'notice'; message: string }
  | { tone: 'redirect'; redirectUrl: string }

export interface ExchangeSubmitOptions {
  source: LiveRateSource
  /** The live quote when it answers exactly what is typed (else a fresh one is fetched). */
  liveQuote: PairData | null
  referralQuery: string | undefined
  /** Form actions the outcomes need. */
  form: {
    forceFloating(): void
    setEmail(email: string): void
    setFieldError(field: OrderField, message: string): void
    focusAmount(): void
  }
}

/**
 * The exchange form's submit and what it says back, with the fiat flow's modals (identity check, payment page). The pipeline itself (exchange-submit.ts: quote, e-mail rules,
 * create, outcomes) loads on the first submit, so it stays out of the page's first load.
 */
export function useExchangeSubmit(options: ExchangeSubmitOptions) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useSession()
  const dialogs = useAuthDialog()
  const keys = useRef<IdempotencyKeys | null>(null)
  const [feedback, setFeedbackState] = useState<Feedback | null>(null)
  const [unsupportedOpen, setUnsupportedOpen] = useState(false)
  const [redirectOpen, setRedirectOpen] = useState(false)
  const kyc = useKycFlow()

  /** A fiat order's payment page opens in the redirect modal as soon as it is known. */
  function setFeedback(next: Feedback | null) {
    setFeedbackState(next)
    setRedirectOpen(next?.tone === 'redirect')
  }

  async function submit(values: ExchangeFormValues): Promise<void> {
    const { runExchangeSubmit } = await import('./exchange-submit')
    await runExchangeSubmit(values, {
      ...options,
      queryClient,
      goToOrder: (orderId, destinationAddress) =>
        void navigate({ to: '/order/$id', params: { id: orderId }, search: { destinationAddress } }),
      account: { signedIn: session.isSignedIn, email: session.account?.email ?? null },
      dialogs,
      verifyIdentity: kyc.verify,
      keys,
      setFeedback,
      openUnsupported: () => setUnsupportedOpen(true),
    })
  }

  return {
    submit,
    feedback,
    clearFeedback: () => setFeedback(null),
    unsupportedOpen,
    setUnsupportedOpen,
    /** The payment redirect modal of a new fiat order (feedback tone 'redirect'). */
    redirectOpen,
    setRedirectOpen,
    /** The identity check under way (the KYC redirect modal), or null. */
    kycStep: kyc.step,
    cancelKyc: kyc.cancel,
  }
}
