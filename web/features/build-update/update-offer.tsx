import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { m } from '@/paraglide/messages.js'
import { runningBuildId } from './build-id'
import styles from './build-update-notice.module.css'
import { firstFetchedBuildId, latestBuildQueryOptions } from './queries'
import { reloadForNewBuild, reloadGuardActive } from './reload-guard'

/** Offers a reload when a new build is live (docs/product.md §7, §8, §9). */
export function UpdateOffer() {
  const { data } = useQuery(latestBuildQueryOptions())
  // The build this page runs; in development (no injected id) the first manifest fetched.
  const running = runningBuildId() ?? firstFetchedBuildId()
  const [dismissed, setDismissed] = useState<string | null>(null)

  const latest = data?.buildId
  const offer = latest !== undefined && latest !== running && latest !== dismissed && !reloadGuardActive()

  return (
    <div role="status" className={styles.region}>
      {offer && (
        <section className={styles.notice} aria-labelledby="build-update-title">
          <p id="build-update-title" className={styles.title}>
            {m.build_update_title()}
          </p>
          <p className={styles.description}>{m.build_update_description()}</p>
          <div className={styles.actions}>
            <Button onClick={() => reloadForNewBuild()}>{m.build_update_reload()}</Button>
            <Button variant="ghost" onClick={() => setDismissed(latest)}>
              {m.build_update_later()}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}
