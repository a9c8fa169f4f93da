import {
  createExchangeRequestMutation,
  createPublicOrderMutation,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useAuthDialog } from '@/lib/session/auth-dialog-context'
import { useSession } from '@/lib/session/use-session'
import { useKycFlow } from '../fiat/use-kyc-flow'
import { createIdempotencyKeys, type ExchangeValues } from './create-order-payload'
import type { SubmitOutcome } from './submit-outcome'
import { useSubmitNavigation } from './use-submit-navigation'

const loadSubmitOrder = () => import('./submit-order')

/**
 * The exchange form's submit: order creation through the generated mutation (useMutation with
 * createPublicOrderMutation()), the fiat flow's exchange request (createExchangeRequestMutation()) and identity
 * check, and the pipeline (submit-order.ts: quote, e-mail
 * rules, create, outcomes), which loads on the first focus of an order field or the first submit.
 */
export function useExchangeSubmit({
  referralQuery,
  formShown,
}: {
  referralQuery: string | undefined
  /** Whether the submitting form is still on the page (submit-order.ts SubmitDeps.formShown). */
  formShown: () => boolean
}) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSession()
  const dialogs = useAuthDialog()
  const kyc = useKycFlow()
  const navigation = useSubmitNavigation()
  const [keys] = useState(() => createIdempotencyKeys())
  const create = useMutation({ ...createPublicOrderMutation() })
  const registerExchange = useMutation({ ...createExchangeRequestMutation() })

  async function submit(values: ExchangeValues): Promise<SubmitOutcome> {
    const { submitOrder } = await loadSubmitOrder()
    return submitOrder(values, {
      queryClient,
      create: create.mutateAsync,
      keys,
      account: { signedIn: session.isSignedIn, email: session.account?.email ?? null },
      dialogs,
      verifyIdentity: kyc.verify,
      registerExchange: registerExchange.mutateAsync,
      referralQuery,
      navigation,
      returnTo: router.state.location.href,
      formShown,
    })
  }

  return {
    submit,
    /** Starts loading the pipeline (first focus in the order fields), so the first submit does not wait for it. */
    preload: () => void loadSubmitOrder(),
    /** The identity check under way (the KYC redirect modal), or null. */
    kycStep: kyc.step,
    cancelKyc: kyc.cancel,
  }
}
