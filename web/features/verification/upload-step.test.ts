import type { VerificationState } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { nextStep, progressIndicator, UPLOAD_STEPS } from './upload-step'

const STATUSES: VerificationState[] = ['NOT_STARTED', 'CREATED', 'PROCESS', 'PASS', 'REJECT']

describe('progressIndicator (docs/product.md §4)', () => {
  it('is 0 at NONE before anything started, and on the first three steps after NONE whatever the status', () => {
    expect(progressIndicator('NONE', 'NOT_STARTED')).toBe(0)
    for (const status of STATUSES)
      for (const step of ['RESIDENTIAL', 'TYPE_ID', 'PERSONAL_INFO'] as const)
        expect(progressIndicator(step, status)).toBe(0)
  })

  it('is 3 at NONE once passed', () => {
    expect(progressIndicator('NONE', 'PASS')).toBe(3)
  })

  it('is 1 otherwise', () => {
    for (const status of ['CREATED', 'PROCESS', 'REJECT'] as const)
      expect(progressIndicator('NONE', status)).toBe(1)
    for (const status of STATUSES) {
      expect(progressIndicator('GET_READY', status)).toBe(1)
      expect(progressIndicator('UPLOADING_DOCS', status)).toBe(1)
    }
  })
})

describe('upload steps', () => {
  it('are numbered 0 to 5 in the order of docs/product.md §4 and step forward to the last', () => {
    expect(UPLOAD_STEPS).toEqual([
      'NONE',
      'RESIDENTIAL',
      'TYPE_ID',
      'PERSONAL_INFO',
      'GET_READY',
      'UPLOADING_DOCS',
    ])
    expect(nextStep('NONE')).toBe('RESIDENTIAL')
    expect(nextStep('UPLOADING_DOCS')).toBe('UPLOADING_DOCS')
  })
})
