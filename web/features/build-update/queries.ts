import { getLatestBuildOptions } from '@sdk/gen/site/@tanstack/react-query.gen'
import { BUILD_MANIFEST_POLL_INTERVAL_MS } from '@/config/constants'

/** The build id of the first manifest this page fetched: the running build when none was injected (dev). */
let firstSeenBuildId: string | null = null

export const firstFetchedBuildId = (): string | null => firstSeenBuildId

/** Forgets the first manifest (tests: each starts as a fresh page). */
export const forgetFirstFetchedBuild = (): void => {
  firstSeenBuildId = null
}

/**
 * The build manifest (docs/product.md §7 "builds/latest.json is polled to detect new builds"): every few minutes
 * while the tab is visible, and when the tab gets focus again.
 */
export const latestBuildQueryOptions = () => {
  const options = getLatestBuildOptions()
  return {
    ...options,
    queryFn: async (context: Parameters<NonNullable<typeof options.queryFn>>[0]) => {
      try {
        // biome-ignore lint/style/noNonNullAssertion: the generated options always have a queryFn.
        const manifest = await options.queryFn!(context)
        firstSeenBuildId ??= manifest.buildId
        return manifest
      } catch (error) {
        // A fetch cancelled by the query client (the notice unmounted) is no failure.
        if (!context.signal.aborted)
          console.warn('[build-update] the build manifest could not be fetched', error)
        throw error
      }
    },
    staleTime: 0,
    retry: false,
    refetchInterval: BUILD_MANIFEST_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always' as const,
  }
}
