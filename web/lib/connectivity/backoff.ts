import {
  HEALTH_CHECK_BACKOFF_FACTOR,
  HEALTH_CHECK_MAX_INTERVAL_MS,
  HEALTH_CHECK_START_INTERVAL_MS,
} from '@/config/constants'

export interface BackoffSchedule {
  startIntervalMs: number
  backoffFactor: number
  maxIntervalMs: number
}

/** The health checks' schedule (docs/product.md §9), which code waiting for an unreachable site follows too (inferred). */
export const healthBackoff: BackoffSchedule = {
  startIntervalMs: HEALTH_CHECK_START_INTERVAL_MS,
  backoffFactor: HEALTH_CHECK_BACKOFF_FACTOR,
  maxIntervalMs: HEALTH_CHECK_MAX_INTERVAL_MS,
}

export function backoffDelay(failures: number, schedule: BackoffSchedule = healthBackoff): number {
  const delay = schedule.startIntervalMs * schedule.backoffFactor ** Math.max(0, failures - 1)
  return Math.min(delay, schedule.maxIntervalMs)
}
