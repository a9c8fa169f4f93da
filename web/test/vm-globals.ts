import { webcrypto } from 'node:crypto'
import * as streams from 'node:stream/web'

// The app's tests run in Vitest's vm pool (vitest.config.ts), whose global scope lacks Node's web streams (MSW's
// interceptors and the SDK's fetch need them) and Web Crypto's `subtle` (the mock Telegram's signatures).
const names = [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
]
const scope = globalThis as Record<string, unknown>
for (const name of names) scope[name] ??= (streams as Record<string, unknown>)[name]
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true })
}
// jsdom's Performance has no entry list; a page in a test has no navigation entry to report.
if (typeof performance !== 'undefined' && typeof performance.getEntriesByType !== 'function') {
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true })
}
