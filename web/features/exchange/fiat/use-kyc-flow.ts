import { useEffect, useRef, useState } from 'react'
import type { KycStep } from './kyc-flow'

export type KycResult = 'verified' | 'cancelled'

/**
 * The fiat flow's identity check as React state: `verify(email)` runs the KYC flow (kyc-flow.ts, loaded on first use)
 * and resolves 'verified', or 'cancelled' once the user closes the modal; a failure rejects (the caller shows
 * error_kyc_flow).
 */
export function useKycFlow() {
  const [step, setStep] = useState<KycStep | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  async function verify(email: string): Promise<KycResult> {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    try {
      const { runKycFlow } = await import('./kyc-flow')
      await runKycFlow({ email, signal: controller.signal, onStep: setStep })
      return 'verified'
    } catch (error) {
      if (controller.signal.aborted) return 'cancelled'
      throw error
    } finally {
      if (running.current === controller) {
        running.current = null
        setStep(null)
      }
    }
  }

  return { step, verify, cancel: () => running.current?.abort() }
}
