/**
 * Ends the current task and continues in a new one, so that the browser can paint and handle input in between
 * (start-up work split into tasks under 50 ms instead of one long task: Lighthouse's Total Blocking Time).
 * `scheduler.yield()` where the browser has it (it resumes before other queued tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
