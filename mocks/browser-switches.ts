// The dev worker's URL switches (?mock-reset, ?mock-latency, ?mock-fail, ?mock-health, ?mock-gateway-down,
// ?mock-auto-progress): parsed once at start, applied to the world, then removed from the address bar.
// Plain functions of a URL, so they are tested in Node (browser-switches.test.ts).
import { operations } from '@sdk/operations.gen'
import { type FailureKind, HEALTH_OPERATIONS, type HealthGateway, type HealthSetting } from './world/controls'
import type { World } from './world/world'

const HEALTH_SETTINGS: readonly HealthSetting[] = ['OK', 'TECHNICAL_DIFFICULTIES', 'UNHEALTHY', 'fail']
const FAILURE_KINDS: readonly FailureKind[] = ['http500', 'http503', 'network']

export interface MockSwitches {
  /** ?mock-reset → 'same' seed; ?mock-reset=<seed> → that seed; null → restore the saved world. */
  reset: number | 'same' | null
  latencyMs: number | null
  /** ?mock-fail=<operationId|*>:<http500|http503|network> (repeatable; the kind defaults to http500). */
  failures: { operationId: string; kind: FailureKind }[]
  health: HealthSetting | null
  /** ?mock-gateway-down=<getHealth|getHealthz>: that health gateway answers 503, the other answers. */
  gatewayDown: HealthGateway | null
  autoProgress: boolean | null
}

/** The switches in `url`, and the URL without them (null when it had none). */
export function readMockSwitches(url: URL): { switches: MockSwitches; cleaned: URL | null } {
  const q = url.searchParams
  const resetRaw = q.get('mock-reset')
  const latency = Number(q.get('mock-latency'))
  const health = q.get('mock-health') as HealthSetting | null
  const gatewayDown = q.get('mock-gateway-down') as HealthGateway | null
  const switches: MockSwitches = {
    reset: resetRaw === null ? null : /^\d+$/.test(resetRaw) ? Number(resetRaw) : 'same',
    latencyMs: q.has('mock-latency') && Number.isFinite(latency) && latency >= 0 ? latency : null,
    failures: q.getAll('mock-fail').flatMap((value) => {
      const [operationId = '', kind = 'http500'] = value.split(':')
      const known = operationId === '*' || operationId in operations
      if (!known || !FAILURE_KINDS.includes(kind as FailureKind)) {
        console.warn(
          `[mocks] ignored ?mock-fail=${value}: expected <operationId|*>:<http500|http503|network>`,
        )
        return []
      }
      return [{ operationId, kind: kind as FailureKind }]
    }),
    health: health && HEALTH_SETTINGS.includes(health) ? health : null,
    gatewayDown: gatewayDown && HEALTH_OPERATIONS.includes(gatewayDown) ? gatewayDown : null,
    autoProgress: q.has('mock-auto-progress')
      ? !['0', 'false'].includes(q.get('mock-auto-progress') ?? '')
      : null,
  }
  const names = [...new Set([...q.keys()].filter((k) => k.startsWith('mock-')))]
  if (names.length === 0) return { switches, cleaned: null }
  const cleaned = new URL(url)
  for (const name of names) cleaned.searchParams.delete(name)
  return { switches, cleaned }
}

/** Applies the control switches (not `reset`, which decides how the world is loaded). */
export function applyMockSwitches(world: World, switches: MockSwitches): void {
  const { controls } = world
  if (switches.latencyMs !== null) controls.latencyMs = switches.latencyMs
  if (switches.health !== null) controls.healthStatus = switches.health
  if (switches.gatewayDown !== null) controls.gatewayDown = switches.gatewayDown
  if (switches.autoProgress !== null) controls.autoProgress = switches.autoProgress
  for (const f of switches.failures) controls.failNext(f.operationId, f.kind)
}
