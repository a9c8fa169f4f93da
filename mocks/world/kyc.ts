// Identity verification: NOT_STARTED → submit → CREATED → PROCESS → PASS or REJECT. Each status read
// moves a pending verification one step, and so does each kycStepMs of clock time.
import type * as Api from '@sdk/gen/api/types.gen'

/** The submitted form as received: any field may be missing until checked. */
export type VerificationData = Partial<Api.VerificationData>

import type { IdentityType, VerificationState, VerificationStatus } from '@sdk/gen/api/types.gen'
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'

interface KycRecord extends VerificationStatus {
  updatedAt: number
  outcome: 'PASS' | 'REJECT'
  /** The submitted form without its photos. */
  form: Omit<VerificationData, 'facePhoto' | 'frontPhoto' | 'backendPhoto'> | null
}

export interface KycState {
  byUser: Record<string, KycRecord>
}

/** Trigger: a submission with this last name (any case) ends in REJECT with REJECT_REASON. */
export const KYC_REJECT_LAST_NAME = 'Reject'
export const KYC_REJECT_REASON = 'Document is not readable'
export const DEFAULT_EXPIRE_DATE = '2099-01-01'

const PHOTO_RE = /^data:image\/(jpeg|png|webp);base64,/
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
const IDENTITY_TYPES: readonly IdentityType[] = ['passport', 'idcard', 'drivinglicense']

const text = (v: unknown, field: string, max: number): string => {
  if (typeof v !== 'string' || v.trim().length === 0 || v.length > max)
    throw validationError(field, `${field} is required (≤ ${max} characters)`)
  return v.trim()
}

const date = (v: unknown, field: string): string => {
  if (typeof v !== 'string' || !DATE_RE.test(v) || Number.isNaN(Date.parse(v)))
    throw validationError(field, `${field} must be a date (YYYY-MM-DD)`)
  return v
}

const photo = (v: unknown, field: string): void => {
  if (typeof v !== 'string' || !PHOTO_RE.test(v) || v.length > 14_000_000) {
    throw validationError(field, `${field} must be a JPEG, PNG or WebP data URL`)
  }
}

export class Kyc {
  st: KycState = { byUser: {} }

  constructor(private readonly ctx: WorldContext) {}

  /** Sets a status directly (seeding). */
  set(userId: number, status: VerificationState, rejectReason: string | null = null): void {
    this.st.byUser[String(userId)] = {
      status,
      rejectReason,
      updatedAt: this.ctx.clock.now(),
      outcome: status === 'REJECT' ? 'REJECT' : 'PASS',
      form: null,
    }
  }

  submit(userId: number, data: VerificationData | undefined): VerificationStatus {
    const current = this.st.byUser[String(userId)]
    if (current && ['CREATED', 'PROCESS', 'PASS'].includes(current.status)) {
      throw new WorldError('ERR_FORBIDDEN', `Verification is already ${current.status}`)
    }
    const d = data ?? {}
    const identityType = d.identityType ?? 'idcard'
    if (!IDENTITY_TYPES.includes(identityType))
      throw validationError('identityType', 'identityType is not supported')
    const form = {
      firstName: text(d.firstName, 'firstName', 100),
      lastName: text(d.lastName, 'lastName', 100),
      issueCountry: d.issueCountry,
      birthDate: date(d.birthDate, 'birthDate'),
      expireDate: date(d.expireDate ?? DEFAULT_EXPIRE_DATE, 'expireDate'),
      identityType,
      identityNumber: text(d.identityNumber, 'identityNumber', 64),
    }
    if (typeof d.issueCountry !== 'string' || !/^[A-Z]{2}$/.test(d.issueCountry)) {
      throw validationError('issueCountry', 'issueCountry must be an ISO 3166-1 alpha-2 code')
    }
    photo(d.facePhoto, 'facePhoto')
    photo(d.frontPhoto, 'frontPhoto')
    if (identityType !== 'passport' || d.backendPhoto !== undefined) photo(d.backendPhoto, 'backendPhoto')
    const reject = form.lastName.toLowerCase() === KYC_REJECT_LAST_NAME.toLowerCase()
    this.st.byUser[String(userId)] = {
      status: 'CREATED',
      rejectReason: null,
      updatedAt: this.ctx.clock.now(),
      outcome: reject ? 'REJECT' : 'PASS',
      form,
    }
    return { status: 'CREATED', rejectReason: null }
  }

  /** getKycStatus: a read moves a pending verification on by one step (unless the clock just did). */
  status(userId: number): VerificationStatus {
    const rec = this.st.byUser[String(userId)]
    if (!rec) return { status: 'NOT_STARTED', rejectReason: null }
    if (!this.catchUp(rec)) this.step(rec)
    return { status: rec.status, rejectReason: rec.rejectReason }
  }

  /** Clock-driven progress for every user (called when the clock is advanced). */
  tick(): void {
    for (const rec of Object.values(this.st.byUser)) this.catchUp(rec)
  }

  private catchUp(rec: KycRecord): boolean {
    let moved = false
    while (pending(rec) && this.ctx.clock.now() - rec.updatedAt >= this.ctx.config.kycStepMs) {
      const at = rec.updatedAt + this.ctx.config.kycStepMs
      this.step(rec)
      rec.updatedAt = at
      moved = true
    }
    return moved
  }

  private step(rec: KycRecord): void {
    if (rec.status === 'CREATED') rec.status = 'PROCESS'
    else if (rec.status === 'PROCESS') {
      rec.status = rec.outcome
      rec.rejectReason = rec.outcome === 'REJECT' ? KYC_REJECT_REASON : null
    } else return
    rec.updatedAt = this.ctx.clock.now()
  }
}

const pending = (rec: KycRecord) => rec.status === 'CREATED' || rec.status === 'PROCESS'
