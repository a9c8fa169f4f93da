import {
  defaultHealthConfig,
  type HealthAnswer,
  type HealthCommand,
  type HealthConfig,
  type HealthEvent,
  type HealthState,
  initialHealthState,
  nextHealth,
} from './health-machine'

export type HealthRunnerDeps = {
  /** One health check; resolves to what the server answered, rejects when the check failed. */
  checkHealth: (signal: AbortSignal) => Promise<HealthAnswer>
  /** Whether the internet can be reached. Never rejects. */
  checkInternet: (signal: AbortSignal) => Promise<boolean>
  /** Called with every new state (status, the offline flag, a gateway down). */
  onChange: (state: HealthState) => void
  /** The tab is hidden: no checks run until it is visible again. */
  isHidden: () => boolean
  /** Calls back when visibility changes or the browser goes online; returns the unsubscribe. */
  subscribeWake: (wake: () => void) => () => void
  /** Calls back when the app's own calls met an outage the checks have not seen; returns the unsubscribe. */
  subscribeOutage?: (observed: () => void) => () => void
  config?: HealthConfig
}

/**
 * Runs the health machine (health-machine.ts) against real time: the first check at once, every next one when the
 * machine says.
 */
export function startHealthRunner(deps: HealthRunnerDeps): () => void {
  const config = deps.config ?? defaultHealthConfig
  let state = initialHealthState
  let timer: ReturnType<typeof setTimeout> | null = null
  let inFlight: AbortController | null = null
  /** A check is due but the tab was hidden when it came. */
  let due = false
  let stopped = false

  const apply = (event: HealthEvent) => {
    const step = nextHealth(state, event, config)
    if (step.state !== state) {
      const changed =
        step.state.status !== state.status ||
        step.state.offline !== state.offline ||
        step.state.gatewayDown !== state.gatewayDown
      state = step.state
      if (changed) deps.onChange(state)
    }
    run(step.command)
  }

  const run = (command: HealthCommand) => {
    if (stopped || command.type === 'keep-schedule') return
    if (command.type === 'check-internet') {
      const controller = new AbortController()
      inFlight = controller
      void deps.checkInternet(controller.signal).then((online) => {
        if (inFlight !== controller || stopped) return
        inFlight = null
        apply({ type: 'internet-checked', online })
      })
      return
    }
    timer = setTimeout(() => {
      timer = null
      check()
    }, command.delayMs)
  }

  const check = () => {
    if (stopped) return
    if (deps.isHidden()) {
      due = true
      return
    }
    due = false
    const controller = new AbortController()
    inFlight = controller
    deps.checkHealth(controller.signal).then(
      (answer) => {
        if (inFlight !== controller || stopped) return
        inFlight = null
        apply({ type: 'answered', ...answer })
      },
      () => {
        if (inFlight !== controller || stopped) return
        inFlight = null
        apply({ type: 'failed' })
      },
    )
  }

  const wake = () => {
    if (stopped || deps.isHidden() || inFlight) return
    // A check that came due while hidden, or a quicker look after the browser came back online.
    if (due || state.offline) {
      if (timer) clearTimeout(timer)
      timer = null
      check()
    }
  }

  const unsubscribe = deps.subscribeWake(wake)
  const unsubscribeOutage = deps.subscribeOutage?.(() => {
    if (!stopped) apply({ type: 'outage-observed' })
  })
  check()

  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
    inFlight?.abort()
    inFlight = null
    unsubscribe()
    unsubscribeOutage?.()
  }
}
