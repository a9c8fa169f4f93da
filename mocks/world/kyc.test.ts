import { describe, expect, it } from 'vitest'
import { catchCode, newWorld } from './test-helpers'

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ'
const form = (lastName = 'Smith', extra: Record<string, unknown> = {}) => ({
  firstName: 'Alice',
  lastName,
  issueCountry: 'DE',
  birthDate: '1990-04-12',
  identityType: 'idcard' as const,
  identityNumber: 'L01X00T47',
  facePhoto: PHOTO,
  frontPhoto: PHOTO,
  backendPhoto: PHOTO,
  ...extra,
})

describe('KYC', () => {
  it('moves CREATED → PROCESS → PASS on status reads', async () => {
    const w = newWorld()
    expect(w.kyc.status(1002)).toEqual({ status: 'NOT_STARTED', rejectReason: null })
    expect(w.kyc.submit(1002, form())).toEqual({ status: 'CREATED', rejectReason: null })
    await catchCode(() => w.kyc.submit(1002, form()), 'ERR_FORBIDDEN')
    expect(w.kyc.status(1002).status).toBe('PROCESS')
    expect(w.kyc.status(1002)).toEqual({ status: 'PASS', rejectReason: null })
    expect(w.kyc.status(1002).status).toBe('PASS')
  })

  it("rejects lastName 'Reject' and lets the user submit again", () => {
    const w = newWorld()
    w.kyc.submit(1002, form('Reject'))
    w.controls.advanceClock(10_000)
    expect(w.kyc.status(1002)).toEqual({ status: 'REJECT', rejectReason: 'Document is not readable' })
    expect(w.kyc.submit(1002, form()).status).toBe('CREATED')
  })

  it('moves with the clock too', () => {
    const w = newWorld()
    w.kyc.submit(1002, form())
    w.controls.advanceClock(5_000)
    expect(w.kyc.st.byUser['1002']?.status).toBe('PROCESS')
  })

  it('validates the form', async () => {
    const w = newWorld()
    expect(
      (
        await catchCode(
          () => w.kyc.submit(1002, form('Smith', { backendPhoto: undefined })),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('backendPhoto')
    expect(
      w.kyc.submit(1002, form('Smith', { identityType: 'passport', backendPhoto: undefined })).status,
    ).toBe('CREATED')
    expect(
      (await catchCode(() => w.kyc.submit(1003, { ...form(), issueCountry: 'Germany' }), 'ERR_FORBIDDEN'))
        .code,
    ).toBe('ERR_FORBIDDEN')
    expect((await catchCode(() => w.kyc.submit(1000, form()), 'ERR_FORBIDDEN')).code).toBe('ERR_FORBIDDEN')
    const fresh = newWorld()
    expect(
      (
        await catchCode(
          () => fresh.kyc.submit(1002, { ...form(), issueCountry: 'Germany' }),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('issueCountry')
    expect(
      (
        await catchCode(
          () => fresh.kyc.submit(1002, { ...form(), birthDate: '12/04/1990' }),
          'ERR_VALIDATION',
        )
      ).field,
    ).toBe('birthDate')
  })
})
