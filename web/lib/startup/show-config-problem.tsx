import { createRoot } from 'react-dom/client'
import { ConfigErrorPage } from '@/components/errors/config-error-page'
import type { ConfigProblem } from '@/config/runtime-config'

/** Logs what is wrong with the runtime configuration and shows the configuration error page in `container`. */
export function showConfigProblem(problem: ConfigProblem, container: HTMLElement | null): void {
  console.error(
    problem.kind === 'missing'
      ? '[config] this page has no runtime configuration: serve dist/ with `npm run start` (docs/configuration.md)'
      : `[config] the runtime configuration is wrong:\n  ${problem.details.join('\n  ')}`,
  )
  if (container) createRoot(container).render(<ConfigErrorPage problem={problem} />)
}
