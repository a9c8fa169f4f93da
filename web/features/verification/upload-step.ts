import type { VerificationState } from '@sdk/gen/api/types.gen'

/** docs/product.md §4 "Upload step": NONE, RESIDENTIAL, TYPE_ID, PERSONAL_INFO, GET_READY, UPLOADING_DOCS, numbered 0 to 5. */
export const UPLOAD_STEPS = [
  'NONE',
  'RESIDENTIAL',
  'TYPE_ID',
  'PERSONAL_INFO',
  'GET_READY',
  'UPLOADING_DOCS',
] as const

export type UploadStep = (typeof UPLOAD_STEPS)[number]

/** The step after `step` (UPLOADING_DOCS is the last; a submit returns to NONE). */
export function nextStep(step: UploadStep): UploadStep {
  return UPLOAD_STEPS[Math.min(UPLOAD_STEPS.indexOf(step) + 1, UPLOAD_STEPS.length - 1)] ?? 'NONE'
}

/** The step before `step` (NONE stays NONE). */
export function previousStep(step: UploadStep): UploadStep {
  return UPLOAD_STEPS[Math.max(UPLOAD_STEPS.indexOf(step) - 1, 0)] ?? 'NONE'
}

/** The indicator's highest value (3: verified). */
export const PROGRESS_MAX = 3

/**
 * docs/product.md §4 "Progress indicator", exactly: 0 if the step is NONE and the status NOT_STARTED, or the step is one of
 * the first three named after NONE (RESIDENTIAL, TYPE_ID, PERSONAL_INFO); 3 if the step is NONE and the status PASS;
 * otherwise 1.
 */
export function progressIndicator(step: UploadStep, status: VerificationState): 0 | 1 | 3 {
  if (step === 'NONE' && status === 'NOT_STARTED') return 0
  if (step === 'RESIDENTIAL' || step === 'TYPE_ID' || step === 'PERSONAL_INFO') return 0
  if (step === 'NONE' && status === 'PASS') return 3
  return 1
}
