import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { verificationStatusQueryOptions } from '../queries'
import { VERIFICATION_STATUS_TEXT } from '../status-text'
import { PROGRESS_MAX, progressIndicator } from '../upload-step'
import { useVerificationForm } from '../use-verification-form'
import styles from './verification.module.css'
import { VerificationSteps } from './verification-steps'

const PROGRESS_TEXT = {
  0: () => m.verification_progress_details(),
  1: () => m.verification_progress_review(),
  3: () => m.verification_progress_verified(),
} as const

/** /profile/verification: the status (with the reject reason), the docs/product.md §4 progress indicator and the upload steps. */
export function VerificationPage() {
  const status = useQuery(verificationStatusQueryOptions())
  const state = useVerificationForm()
  const record = status.data
  const progress = record ? progressIndicator(state.step, record.status) : 0
  const canStart = record?.status === 'NOT_STARTED' || record?.status === 'REJECT'
  // The steps closing (sent, or Back from the first) take the focused button with them: the status takes focus.
  const statusTitle = useRef<HTMLHeadingElement>(null)
  const stepsOpen = state.step !== 'NONE'
  const wereOpen = useRef(stepsOpen)
  useEffect(() => {
    if (wereOpen.current && !stepsOpen) statusTitle.current?.focus()
    wereOpen.current = stepsOpen
  }, [stepsOpen])
  return (
    <>
      <Card as="section" aria-labelledby="verification-status-title" className={styles.card}>
        <h2 ref={statusTitle} tabIndex={-1} id="verification-status-title" className={styles.stepTitle}>
          {m.verification_status_title()}
        </h2>
        <div aria-busy={status.isPending || undefined} aria-live="polite" className={styles.status}>
          {record ? (
            <>
              <p className={styles.statusText} data-status={record.status}>
                {VERIFICATION_STATUS_TEXT[record.status]()}
              </p>
              {record.status === 'REJECT' && record.rejectReason && (
                <p>
                  <span className={styles.muted}>{m.verification_reject_reason()}</span> {record.rejectReason}
                </p>
              )}
            </>
          ) : status.error ? (
            <Callout tone="danger" role="alert">
              {errorMessage(status.error)}
            </Callout>
          ) : (
            <Skeleton shape="text" width="50%" />
          )}
        </div>
        <div
          role="progressbar"
          aria-label={m.verification_progress_label()}
          aria-valuemin={0}
          aria-valuemax={PROGRESS_MAX}
          aria-valuenow={progress}
          aria-valuetext={PROGRESS_TEXT[progress]()}
          className={styles.progress}
        >
          {[1, 2, 3].map((segment) => (
            <span key={segment} className={styles.segment} data-done={segment <= progress || undefined} />
          ))}
        </div>
        <p className={styles.muted}>{PROGRESS_TEXT[progress]()}</p>
        {state.step === 'NONE' && canStart && (
          <div className={styles.actions}>
            <Button onClick={state.start}>
              {record?.status === 'REJECT' ? m.verification_start_again() : m.verification_start()}
            </Button>
          </div>
        )}
      </Card>
      {state.step !== 'NONE' && (
        <Card as="section" aria-label={m.verification_steps_label()} className={styles.card}>
          <VerificationSteps state={state} />
        </Card>
      )}
    </>
  )
}
