import { useRouterState } from '@tanstack/react-router'
import { type CSSProperties, useEffect, useState } from 'react'
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import styles from './loading-bar.module.css'

type Phase = 'idle' | 'running' | 'done'

/** How long the finished bar stays for its fade-out (--duration-fast + --duration-normal). */
const FINISH_MS = 350

/**
 * A top bar for slow navigations (docs/product.md §9):
 * it appears only when a navigation is still loading after the throttle, fills over the
 * duration, and completes when the router is done.
 */
export function LoadingBar() {
  const isLoading = useRouterState({ select: (state) => state.isLoading })
  const [phase, setPhase] = useState<Phase>('idle')

  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS)
      return () => clearTimeout(timer)
    }
    setPhase((previous) => (previous === 'running' ? 'done' : previous))
  }, [isLoading])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = setTimeout(() => setPhase('idle'), FINISH_MS)
    return () => clearTimeout(timer)
  }, [phase])

  const style = { '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties
  const visible = phase !== 'idle'
  return (
    <div
      className={styles.root}
      data-phase={phase}
      style={style}
      role="progressbar"
      aria-label={m.loading_bar_label()}
      aria-busy={phase === 'running'}
      aria-hidden={!visible}
    >
      <div className={styles.bar} />
    </div>
  )
}
