import { RedirectDialogFrame } from '@/components/ui/redirect-dialog'
import { Spinner } from '@/components/ui/spinner'
import { m } from '@/paraglide/messages.js'
import styles from './kyc-dialog.module.css'
import type { KycStep } from './kyc-flow'
import { KycProviderForm } from './kyc-provider-form'

const describe = (step: KycStep) => {
  switch (step.kind) {
    case 'provider-account':
      return m.exchange_kyc_step_account()
    case 'confirm-email':
      return m.exchange_kyc_step_email({ email: step.email })
    case 'identity-check':
      return m.exchange_kyc_step_form()
  }
}

/**
 * The redirect modal for KYC (docs/product.md §2, §4 "Fiat flow"): what the identity check waits for (the provider's
 * e-mail confirmation, then the provider's KYC form, kyc-provider-form.tsx, opened with the access token).
 */
export function KycDialog({ step, onCancel }: { step: KycStep; onCancel: () => void }) {
  return (
    <RedirectDialogFrame
      open
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      title={m.exchange_kyc_title()}
      description={describe(step)}
      closeLabel={m.exchange_kyc_cancel()}
      // Always on Cancel, as when the modal opens before the provider's form: a reload reopens it with the form in
      // place, whose frame would otherwise take focus unseen and keep Escape from closing the modal.
      focusClose
    >
      {step.kind === 'identity-check' && (
        <KycProviderForm kycAccessToken={step.kycAccessToken} applicantId={step.applicantId} />
      )}
      <p className={styles.waiting}>
        <Spinner size="sm" decorative />
        <span role="status">{m.exchange_kyc_waiting()}</span>
      </p>
    </RedirectDialogFrame>
  )
}
