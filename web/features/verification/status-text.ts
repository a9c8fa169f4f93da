import type { VerificationState } from '@sdk/gen/api/types.gen'
import { m } from '@/paraglide/messages.js'

/** The verification status in words (docs/product.md §4 "Verification status"). */
export const VERIFICATION_STATUS_TEXT: Record<VerificationState, () => string> = {
  NOT_STARTED: () => m.verification_status_not_started(),
  CREATED: () => m.verification_status_created(),
  PROCESS: () => m.verification_status_process(),
  PASS: () => m.verification_status_pass(),
  REJECT: () => m.verification_status_reject(),
}
