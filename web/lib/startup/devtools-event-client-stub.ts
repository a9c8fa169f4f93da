/**
 * Stands in for `@tanstack/devtools-event-client` (vite.config.ts aliases it here). TanStack Form reports every form
 * to the TanStack devtools through it, and in the browser it keeps trying to connect to a devtools bus every second.
 * This site ships no devtools, so the events go nowhere: ≈ 1.3 KB gzip less, and no timers on every page.
 */
export class EventClient {
  getPluginId(): string {
    return ''
  }
  emit(): void {}
  on(): () => void {
    return () => {}
  }
  onAll(): () => void {
    return () => {}
  }
  onAllPluginEvents(): () => void {
    return () => {}
  }
}
