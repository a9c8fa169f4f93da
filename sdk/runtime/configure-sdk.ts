import { client as apiClient } from '../gen/api/client.gen'
import { client as blogClient } from '../gen/blog/client.gen'
import { client as dictionaryClient } from '../gen/dictionary/client.gen'
import { client as siteClient } from '../gen/site/client.gen'
import { createOffThreadValidator, startValidationWorker } from './off-thread-validation'
import { acrossTabs } from './refresh-across-tabs'
import { attemptRefresh } from './refresh-attempt'
import { createSdkEvents, type SdkEvents } from './sdk-events'
import { createTokenRefresher } from './token-refresh'
import { type ContractViolationMode, createTransport } from './transport'

export interface SdkConfig {
  apiBaseUrl: string
  dictionaryBaseUrl: string
  blogBaseUrl: string
  siteBaseUrl: string
  contractViolation: ContractViolationMode
  browserFingerprint: () => string
  refreshRetryDelaysMs?: readonly number[]
}

export interface ConfiguredSdk {
  events: SdkEvents
}

// Call once at start-up (and again in tests to reset).
export function configureSdk(config: SdkConfig): ConfiguredSdk {
  const events = createSdkEvents()
  const tokenRefresher = createTokenRefresher(() => attemptRefresh(config), {
    tabs: acrossTabs(),
    ...(config.refreshRetryDelaysMs ? { retryDelaysMs: config.refreshRetryDelaysMs } : {}),
  })
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
