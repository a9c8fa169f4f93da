import type { HealthStatus } from '@sdk/gen/api/types.gen'
import type { HealthAnswer } from './health-machine'

/** One health call through one gateway: resolves to the status it answered, rejects when it failed. */
export type GatewayCall = (signal: AbortSignal) => Promise<HealthStatus>

/**
 * One health check across the two gateways (docs/product.md "Health", the contract's getHealthz): the main one first;
 * when it fails, the other one, whose answer then stands for the service with `gatewayDown`.
 */
export async function checkGateways(
  main: GatewayCall,
  other: GatewayCall,
  signal: AbortSignal,
): Promise<HealthAnswer> {
  try {
    return { status: await main(signal), gatewayDown: false }
  } catch (error) {
    // Stopped (the runner aborts a check in flight): no second call.
    if (signal.aborted) throw error
    return { status: await other(signal), gatewayDown: true }
  }
}
