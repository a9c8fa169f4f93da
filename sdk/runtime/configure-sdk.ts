import { client as apiClient } from '../gen/api/client.gen'
import { client as blogClient } from '../gen/blog/client.gen'
import { client as dictionaryClient } from '../gen/dictionary/client.gen'
import { client as siteClient } from '../gen/site/client.gen'
import { createOffThreadValidator, startValidationWorker } from './off-thread-validation'
import { attemptRefresh } from './refresh-attempt'
import { createSdkEvents, type SdkEvents } from './sdk-events'
import { createTokenRefresher } from './token-refresh'
import { type ContractViolationMode, createTransport } from './transport'

export interface SdkConfig {
  /** Base URL of the main API, e.g. https://api.example.com (no trailing slash). */
  apiBaseUrl: string
  /** Base URL of the dictionary (SEO texts) service. */
  dictionaryBaseUrl: string
  /** Base URL of the blog CMS. */
  blogBaseUrl: string
  /** Base URL of the site's own services (redirect lookup, build manifest, locale messages). */
  siteBaseUrl: string
  contractViolation: ContractViolationMode
  /** The browser fingerprint sent with a token refresh (the u_id cookie). */
  browserFingerprint: () => string
  /** The waits between token refresh attempts the server could not answer (default: token-refresh.ts). */
  refreshRetryDelaysMs?: readonly number[]
}

export interface ConfiguredSdk {
  events: SdkEvents
}

/**
 * Points every generated client at its base URL and gives them the one transport: credentials included,
 * per-operation timeouts, one typed ApiError, 418 → refresh (shared, retried) and retry once, 401 → sessionReset.
 * Call once at start-up (and again in tests to reset).
 */
export function configureSdk(config: SdkConfig): ConfiguredSdk {
  const events = createSdkEvents()
  const tokenRefresher = createTokenRefresher(
    () => attemptRefresh(config),
    config.refreshRetryDelaysMs ? { retryDelaysMs: config.refreshRetryDelaysMs } : {},
  )
  const transport = createTransport({
    contractViolation: config.contractViolation,
    validateResponse: createOffThreadValidator(startValidationWorker),
    tokenRefresher,
    refreshOperationId: 'refreshSession',
    events,
  })
  const shared = { fetch: transport, credentials: 'include' as const, throwOnError: true }
  apiClient.setConfig({ ...shared, baseUrl: config.apiBaseUrl })
  dictionaryClient.setConfig({ ...shared, baseUrl: config.dictionaryBaseUrl })
  blogClient.setConfig({ ...shared, baseUrl: config.blogBaseUrl })
  siteClient.setConfig({ ...shared, baseUrl: config.siteBaseUrl })
  return { events }
}
