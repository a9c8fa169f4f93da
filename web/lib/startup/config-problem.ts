import type { ConfigProblem } from '@/config/runtime-config'

/** Never resolves on a configuration problem, so awaiting it keeps the rest of main.tsx from starting. */
export async function haltOnConfigProblem(
  problem: ConfigProblem | null,
  container: HTMLElement | null,
): Promise<void> {
  if (!problem) return
  const { showConfigProblem } = await import('./show-config-problem')
  showConfigProblem(problem, container)
  return new Promise<void>(() => {})
}
