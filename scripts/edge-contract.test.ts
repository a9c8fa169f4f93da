import { describe, expect, it } from 'vitest'
import api from '../sdk/bundled/api.json' with { type: 'json' }
import {
  API_BODY_MEDIA_TYPE,
  JSON_BODY_LIMIT_BYTES,
  largeBodies,
  requestMediaTypes,
} from './edge-contract.ts'

describe('what the edge reads from the contract', () => {
  it('the API takes JSON bodies alone: nginx and the mock server refuse any other type (415)', () => {
    // An operation that uploads multipart (a file) would need the edge to accept it on its path.
    expect(requestMediaTypes()).toEqual([API_BODY_MEDIA_TYPE])
  })

  it("the KYC upload's cap is its photos at IdentityPhoto's maxLength, plus the JSON allowance", () => {
    const photo = api.components.schemas.IdentityPhoto.maxLength
    const photos = Object.values(api.components.schemas.VerificationData.properties).filter(
      (property) => '$ref' in property && property.$ref.endsWith('/IdentityPhoto'),
    )
    expect(photos).toHaveLength(3)
    expect(largeBodies()).toEqual([
      {
        path: '/api/v1/users/kyc/submit',
        operationId: 'submitKyc',
        bytes: expect.any(Number),
        sessionCookie: 'access_token',
      },
    ])
    const [kyc] = largeBodies()
    expect(kyc?.bytes).toBeGreaterThanOrEqual(3 * photo + JSON_BODY_LIMIT_BYTES)
    expect(kyc?.bytes).toBeLessThan(3 * photo + JSON_BODY_LIMIT_BYTES + 1000)
  })
})
