import {
  HEALTH_CHECK_BACKOFF_FACTOR,
  HEALTH_CHECK_MAX_INTERVAL_MS,
  HEALTH_CHECK_START_INTERVAL_MS,
} from '@/config/constants'

/** A retry schedule: the first wait, then each wait `backoffFactor` times longer, up to `maxIntervalMs`. */
export interface BackoffSchedule {
  startIntervalMs: number
  backoffFactor: number
  maxIntervalMs: number
}

/**
 * Spec docs/product.md §4 Health, §9 "start 5 s, x1.5 backoff, 30 s cap": the health checks' schedule, which code waiting for a
 * site that does not answer follows too (lib/connectivity/site-reachability.ts; inferred, the spec gives that case none).
 */
export const healthBackoff: BackoffSchedule = {
  startIntervalMs: HEALTH_CHECK_START_INTERVAL_MS,
  backoffFactor: HEALTH_CHECK_BACKOFF_FACTOR,
  maxIntervalMs: HEALTH_CHECK_MAX_INTERVAL_MS,
}

/** The wait after the n-th failure in a row (n ≥ 1): start × factor^(n−1), capped. */
export function backoffDelay(failures: number, schedule: BackoffSchedule = healthBackoff): number {
  const delay = schedule.startIntervalMs * schedule.backoffFactor ** Math.max(0, failures - 1)
  return Math.min(delay, schedule.maxIntervalMs)
}
