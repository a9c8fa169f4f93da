import type { IdentityType, VerificationData } from '@sdk/gen/api/types.gen'
import { zVerificationData } from '@sdk/gen/api/zod.gen'
import { formOptions } from '@tanstack/react-form'
import { VERIFICATION_DEFAULT_EXPIRE_DATE } from '@/config/constants'
import { contractMaxLength, textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import type { UploadStep } from '../upload-step'

export interface VerificationFormValues {
  issueCountry: string
  identityType: IdentityType
  firstName: string
  lastName: string
  birthDate: string
  expireDate: string
  identityNumber: string
  facePhoto: string
  frontPhoto: string
  backendPhoto: string
}

export type VerificationField = keyof VerificationFormValues

/** docs/product.md §3: idcard is the default identity type and 2099-01-01 the default expiry date. */
const defaultValues: VerificationFormValues = {
  issueCountry: '',
  identityType: 'idcard',
  firstName: '',
  lastName: '',
  birthDate: '',
  expireDate: VERIFICATION_DEFAULT_EXPIRE_DATE,
  identityNumber: '',
  facePhoto: '',
  frontPhoto: '',
  backendPhoto: '',
}

export const verificationFormOptions = formOptions({ defaultValues })

/** A passport has no back side: the back photo is asked for the ID card and the driving licence only. */
export const needsBackPhoto = (type: IdentityType) => type !== 'passport'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The personal info typed by hand, each capped by the contract's VerificationData (text rules). */
const TYPED_FIELDS = ['firstName', 'lastName', 'identityNumber'] as const
const TYPED_MAX_LENGTH: Record<(typeof TYPED_FIELDS)[number], number> = {
  firstName: contractMaxLength(zVerificationData.shape.firstName),
  lastName: contractMaxLength(zVerificationData.shape.lastName),
  identityNumber: contractMaxLength(zVerificationData.shape.identityNumber),
}

/** The user's local date as YYYY-MM-DD (the form of a date input's value). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** What each step asks before the next one opens; field → message. */
export function stepErrors(
  step: UploadStep,
  v: VerificationFormValues,
  today = localIsoDate(),
): Partial<Record<VerificationField, string>> {
  const errors: Partial<Record<VerificationField, string>> = {}
  const required = (field: VerificationField) => {
    if (!v[field].trim()) errors[field] = m.verification_field_required()
  }
  if (step === 'RESIDENTIAL') required('issueCountry')
  if (step === 'PERSONAL_INFO') {
    for (const field of TYPED_FIELDS) {
      const text = textRuleError(v[field], { maxLength: TYPED_MAX_LENGTH[field] })
      if (text) errors[field] = text
      else required(field)
    }
    // ISO dates compare as text: a birth date lies before today, a document's expiry after it.
    const dates = [
      ['birthDate', v.birthDate >= today, m.verification_birth_date_future],
      ['expireDate', v.expireDate <= today, m.verification_expire_date_past],
    ] as const
    for (const [field, wrongSide, message] of dates) {
      if (!v[field]) errors[field] = m.verification_field_required()
      else if (!DATE.test(v[field])) errors[field] = m.verification_date_invalid()
      else if (wrongSide) errors[field] = message()
    }
  }
  if (step === 'UPLOADING_DOCS') {
    if (!v.facePhoto) errors.facePhoto = m.verification_photo_required()
    if (!v.frontPhoto) errors.frontPhoto = m.verification_photo_required()
    if (needsBackPhoto(v.identityType) && !v.backendPhoto)
      errors.backendPhoto = m.verification_photo_required()
  }
  return errors
}

/** The docs/product.md §3 verification data from the form (the back photo left out for a passport). */
export function verificationPayload(v: VerificationFormValues): VerificationData {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    issueCountry: v.issueCountry,
    birthDate: v.birthDate,
    expireDate: v.expireDate,
    identityType: v.identityType,
    identityNumber: v.identityNumber.trim(),
    facePhoto: v.facePhoto,
    frontPhoto: v.frontPhoto,
    ...(needsBackPhoto(v.identityType) ? { backendPhoto: v.backendPhoto } : {}),
  }
}
