import { submitKycMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/lib/error-message'
import { focusFirstInvalidField, setServerFieldError, useAppForm } from '@/lib/form'
import {
  stepErrors,
  type VerificationField,
  verificationFormOptions,
  verificationPayload,
} from './forms/verification-form-options'
import { refetchVerificationStatus } from './queries'
import { nextStep, UPLOAD_STEPS, type UploadStep } from './upload-step'

/**
 * The identity check's form across the docs/product.md §4 upload steps: each step's fields are checked before the next opens;
 * the last sends everything (submitKyc), then the status is re-fetched and the step returns to NONE (docs/product.md §4).
 */
export function useVerificationForm() {
  const queryClient = useQueryClient()
  const [step, setStep] = useState<UploadStep>('NONE')
  const [submitError, setSubmitError] = useState<string | null>(null)
  const submit = useMutation({
    ...submitKycMutation(),
    onSettled: () => refetchVerificationStatus(queryClient),
  })

  const form = useAppForm({
    ...verificationFormOptions,
    onSubmit: async ({ value, formApi }) => {
      setSubmitError(null)
      if (!showStepErrors('UPLOADING_DOCS')) return
      try {
        await submit.mutateAsync({ body: verificationPayload(value) })
        formApi.reset()
        setStep('NONE')
      } catch (error) {
        const field = isApiError(error) ? (error.field as VerificationField | null) : null
        if (field && field in value) {
          const owner = UPLOAD_STEPS.find((s) => field in stepErrors(s, { ...value, [field]: '' }))
          if (owner && owner !== 'UPLOADING_DOCS') setStep(owner)
          setServerFieldError(formApi, field, errorMessage(error))
        }
        setSubmitError(errorMessage(error))
      }
    },
  })

  /** Puts the step's problems on its fields (cleared as the user edits); true when there are none. */
  function showStepErrors(current: UploadStep): boolean {
    const errors = Object.entries(stepErrors(current, form.state.values)) as [VerificationField, string][]
    for (const [field, message] of errors) {
      setServerFieldError(form, field, message)
      form.setFieldMeta(field, (meta) => ({ ...meta, isTouched: true }))
    }
    if (errors.length > 0) focusFirstInvalidField(form)
    return errors.length === 0
  }

  return {
    form,
    step,
    submitError,
    start: () => {
      setSubmitError(null)
      setStep(nextStep('NONE'))
    },
    next: () => {
      if (showStepErrors(step)) setStep(nextStep(step))
    },
    back: (to: UploadStep) => setStep(to),
    cancel: () => setStep('NONE'),
  }
}

export type VerificationFormState = ReturnType<typeof useVerificationForm>
