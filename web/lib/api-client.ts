import { type ConfiguredSdk, configureSdk } from '@sdk/runtime/configure-sdk'
import type { AppEnv } from '@/config/env'
import { browserFingerprint } from './browser-fingerprint'

/**
 * Points the generated SDK at the configured backend (or the mocks, which answer the same URLs). A response
 * that breaks the contract fails the call in development and is reported, with the data passed on, in production.
 */
export function connectApi(env: AppEnv): ConfiguredSdk {
  const sdk = configureSdk({
    apiBaseUrl: env.apiBaseUrl,
    dictionaryBaseUrl: env.dictionaryBaseUrl,
    blogBaseUrl: env.blogBaseUrl,
    siteBaseUrl: env.siteBaseUrl,
    contractViolation: env.contractViolation,
    browserFingerprint,
  })
  sdk.events.on('contractViolation', (violation) => {
    console.error('API contract violation', violation)
  })
  return sdk
}
