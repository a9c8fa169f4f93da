// The seeded schedule of a fault run (web/e2e/fault-run.spec.ts): which faults the swap journey meets, in an order
// a seed decides, so a failing run is replayed with the same FAULT_SEED.

/** What the user does on the form. The address step's server check always answers HTTP 500. */
export type TypingStep = 'amount' | 'address' | 'email' | 'terms'
/** Faults that hit the form while the user fills it in. */
export type BackgroundFault = 'rates-http500' | 'socket-drop' | 'offline-minute'
/** Faults that hit an order-create call. */
export type CreateFault = 'create-http500' | 'create-network'

export type FaultEvent = (
  | { kind: 'type'; step: TypingStep }
  | { kind: 'fault'; fault: BackgroundFault }
  /** One press of "Exchange now"; `meets` fails that create call, null lets it through. */
  | { kind: 'submit'; meets: CreateFault | null }
) & {
  /** Every answer (and rates frame) of this event comes late: FAULT_LATENCY_MS. */
  slow: boolean
}

/** Slower than ORDER_CREATE_PROGRESS_DELAY_MS (1 s): a slow create waits on /order/pending. */
export const FAULT_LATENCY_MS = 2_500

/** The seed from FAULT_SEED (default 1). */
export function faultSeed(env: string | undefined = process.env.FAULT_SEED): number {
  const seed = Number(env ?? 1)
  if (!Number.isSafeInteger(seed)) throw new Error(`FAULT_SEED must be an integer, not ${env}`)
  return seed
}

/** mulberry32: a tiny PRNG, the same numbers for the same seed everywhere. */
export function prng(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/**
 * The journey for a seed: the typing steps and background faults in a seeded order, then one submit per create
 * fault (in a seeded order) and the submit that goes through; one event (not the offline minute) runs slow.
 */
export function faultSchedule(seed: number): FaultEvent[] {
  const random = prng(seed)
  const typing: TypingStep[] = ['amount', 'address', 'email', 'terms']
  const background: BackgroundFault[] = ['rates-http500', 'socket-drop', 'offline-minute']
  const filling = shuffle<FaultEvent>(
    [
      ...typing.map((step) => ({ kind: 'type', step, slow: false }) as const),
      ...background.map((fault) => ({ kind: 'fault', fault, slow: false }) as const),
    ],
    random,
  )
  const creates = shuffle<CreateFault>(['create-http500', 'create-network'], random)
  const submits: FaultEvent[] = [...creates, null].map((meets) => ({ kind: 'submit', meets, slow: false }))
  const events = [...filling, ...submits]
  const slowable = events.filter((event) => !(event.kind === 'fault' && event.fault === 'offline-minute'))
  const slow = slowable[Math.floor(random() * slowable.length)]
  return events.map((event) => (event === slow ? { ...event, slow: true } : event))
}

/** One line per event, for the test's annotation. */
export function describeEvent(event: FaultEvent): string {
  const name =
    event.kind === 'type'
      ? `type ${event.step}${event.step === 'address' ? ' (validate-address 500)' : ''}`
      : event.kind === 'fault'
        ? event.fault
        : `submit${event.meets ? ` (${event.meets})` : ''}`
  return event.slow ? `${name}, slow` : name
}
