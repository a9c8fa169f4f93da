import { env } from '@/config/env'

/**
 * Where the KYC form comes from: Sumsub's WebSDK (the card provider's identity check, docs/product.md §7) against a
 * real backend; on the browser mocks (`npm run dev`, the mock build of the journeys) the mock card provider's KYC
 * page (mocks/card-provider/kyc-page.ts), which the mocks' service worker serves.
 */
export const mockKycPageUrl: string | null =
  env.apiMocking === 'browser' ? 'https://pay.mock-card-provider.test/kyc/websdk' : null
