type Listener = () => void

function createSignal() {
  const listeners = new Set<Listener>()
  return {
    emit(): void {
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/**
 * The two signals between the health checks (HealthMonitor) and the shell's page recovery (OutageRecovery):
 * - `serviceRecovered`: the checks found the service usable again (health-machine.ts `isRecovery`);
 * - `outageObserved`: a recovery's own calls met the outage again, so the checks go back to UNHEALTHY until the
 *   next OK answer.
 */
export const serviceRecovered = createSignal()
export const outageObserved = createSignal()
