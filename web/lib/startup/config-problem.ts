import type { ConfigProblem } from '@/config/runtime-config'

/**
 * The start-up gate of main.tsx: with a configuration problem (web/config/env.ts) it logs the details, shows the
 * configuration error page in #app, and never resolves, so `await`ing it keeps the rest of main.tsx (the API, the
 * router, the mocks) from starting. Without a problem it resolves at once. The page and its log load only when
 * needed: a configured site never downloads them.
 */
export async function haltOnConfigProblem(
  problem: ConfigProblem | null,
  container: HTMLElement | null,
): Promise<void> {
  if (!problem) return
  const { showConfigProblem } = await import('./show-config-problem')
  showConfigProblem(problem, container)
  return new Promise<void>(() => {})
}
