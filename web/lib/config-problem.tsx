import type { ConfigProblem } from '@/config/runtime-config'

/**
 * The start-up gate of main.tsx: with a configuration problem (web/config/env.ts) it shows the configuration
 * error page in #app, logs the details, and never resolves, so `await`ing it keeps the rest of main.tsx (the
 * API, the router, the mocks) from starting. Without a problem it resolves at once. The page is loaded only
 * when needed: a configured site never downloads it.
 */
export async function haltOnConfigProblem(
  problem: ConfigProblem | null,
  container: HTMLElement | null,
): Promise<void> {
  if (!problem) return
  console.error(
    problem.kind === 'missing'
      ? '[config] this page has no runtime configuration: serve dist/ with `npm run start` (README "Configuration")'
      : `[config] the runtime configuration is wrong:\n  ${problem.details.join('\n  ')}`,
  )
  if (container) {
    const [{ createRoot }, { ConfigErrorPage }] = await Promise.all([
      import('react-dom/client'),
      import('@/components/errors/config-error-page'),
    ])
    createRoot(container).render(<ConfigErrorPage problem={problem} />)
  }
  return new Promise<void>(() => {})
}
