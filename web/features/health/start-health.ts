import { getHealth, getHealthz } from '@sdk/gen/api/sdk.gen'
import { checkGateways } from './health-gateways'
import { type HealthState, initialHealthState, isRecovery } from './health-machine'
import { startHealthRunner } from './health-runner'
import { isInternetReachable } from './internet-check'
import { outageObserved, serviceRecovered } from './recovery-signals'

// The two gateways' timeouts (10 s, 20 s) come from the contract (x-timeout-ms), applied by the SDK transport.
const mainGateway = async (signal: AbortSignal) =>
  (await getHealth({ signal, throwOnError: true })).data.status
const otherGateway = async (signal: AbortSignal) =>
  (await getHealthz({ signal, throwOnError: true })).data.status

const checkHealth = (signal: AbortSignal) => checkGateways(mainGateway, otherGateway, signal)

function subscribeWake(wake: () => void) {
  document.addEventListener('visibilitychange', wake)
  window.addEventListener('online', wake)
  return () => {
    document.removeEventListener('visibilitychange', wake)
    window.removeEventListener('online', wake)
  }
}

/**
 * Starts the health checks (docs/product.md §4 "Health") in the browser, asking both gateways (health-gateways.ts);
 * returns how to stop them.
 */
export function startHealth(onChange: (state: HealthState) => void): () => void {
  let previous = initialHealthState
  return startHealthRunner({
    checkHealth,
    checkInternet: (signal) => isInternetReachable({ signal }),
    onChange: (state) => {
      onChange(state)
      // Not the visitor's concern while the other gateway answers (docs/product.md "Health"); said for whoever
      // looks at the console.
      if (state.gatewayDown && !previous.gatewayDown)
        console.warn(
          'The main health gateway (GET /api/v1/health) failed; the other one (/api/v1/healthz) answers.',
        )
      const recovered = isRecovery(previous, state)
      previous = state
      if (recovered) serviceRecovered.emit()
    },
    isHidden: () => document.visibilityState === 'hidden',
    subscribeWake,
    subscribeOutage: outageObserved.subscribe,
  })
}
