import { type ConfiguredSdk, configureSdk } from '@sdk/runtime/configure-sdk'
import { FINGERPRINT_COOKIE_NAME } from '@/config/constants'
import type { AppEnv } from '@/config/env'
import { readCookie } from './cookies'

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
    // A refresh renews a session that a sign-in started with the fingerprint the u_id cookie keeps.
    browserFingerprint: () => readCookie(FINGERPRINT_COOKIE_NAME) ?? '',
  })
  sdk.events.on('contractViolation', (violation) => {
    console.error('API contract violation', violation)
  })
  return sdk
}
