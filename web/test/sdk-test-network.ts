// Test support for web/ tests that need the backend: the mock network (MSW setupServer on a fresh mock world)
// with the real SDK configured against it, contract checks on. web/test/ is the one place in web/ besides the
// dev entry and e2e/ that may import mocks/ (.dependency-cruiser.cjs), so component and rule tests import it
// from here. Call once per test file, at the top level: it registers its own beforeAll/afterEach hooks.
export {
  configureTestSdk,
  type SdkTestNetwork,
  setupSdkTestNetwork,
} from '../../mocks/handlers/sdk-test-network'
