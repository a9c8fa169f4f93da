import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, following its changes. A server render (the pre-render) knows no screen and
 * renders `false`, as the hydration must too.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => matchMedia(query).matches,
    () => false,
  )
}
