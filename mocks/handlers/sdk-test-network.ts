// Test support (imported by *.test.ts only): the mock network for one test file, with the real SDK
// configured against it (contractViolation 'throw', so every answer is checked against the contract's
// zod schemas) and a cookie jar standing in for the browser's.
import { type ConfiguredSdk, configureSdk } from '@sdk/runtime/configure-sdk'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import {
  type CookieJar,
  createMockNetwork,
  installCookieJar,
  type MockNetwork,
  type MockNetworkOptions,
} from '../node'

export const TEST_FINGERPRINT = 'fp-test-0001'

export interface SdkTestNetwork extends MockNetwork {
  readonly jar: CookieJar
  readonly sdk: ConfiguredSdk
}

/** Points the generated SDK at a mock network, failing on any contract violation. */
export function configureTestSdk(baseUrls: MockNetwork['baseUrls']): ConfiguredSdk {
  return configureSdk({
    apiBaseUrl: baseUrls.api,
    dictionaryBaseUrl: baseUrls.dictionary,
    blogBaseUrl: baseUrls.blog,
    siteBaseUrl: baseUrls.site,
    contractViolation: 'throw',
    browserFingerprint: () => TEST_FINGERPRINT,
  })
}

export function setupSdkTestNetwork(options: MockNetworkOptions = {}): SdkTestNetwork {
  const network = createMockNetwork(options)
  let jar: CookieJar | undefined
  let sdk: ConfiguredSdk | undefined
  beforeAll(() => {
    network.server.listen({ onUnhandledFrame: 'error' })
    jar = installCookieJar()
  })
  beforeEach(() => {
    sdk = configureTestSdk(network.baseUrls)
  })
  afterEach(() => {
    network.server.resetHandlers()
    jar?.clear()
    const { controls } = network.world
    controls.latencyMs = 0
    controls.healthStatus = 'OK'
    controls.gatewayDown = null
    controls.state.failures.length = 0
  })
  afterAll(() => {
    jar?.uninstall()
    network.server.close()
  })
  return {
    ...network,
    get jar() {
      if (!jar) throw new Error('the network is not listening yet')
      return jar
    },
    get sdk() {
      if (!sdk) throw new Error('the SDK is configured before each test')
      return sdk
    },
  }
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}
