import { vi } from 'vitest'

// FingerprintJS reads the canvas, audio and fonts, which jsdom lacks (a second per computation, and warnings): the
// app's tests get a fixed visitor id. web/lib/session/visitor-ids-fingerprint.test.ts runs the real library.
export const TEST_VISITOR_ID = '0123456789abcdef0123456789abcdef'

vi.mock('@fingerprintjs/fingerprintjs', () => ({
  load: async () => ({ get: async () => ({ visitorId: TEST_VISITOR_ID }) }),
}))
