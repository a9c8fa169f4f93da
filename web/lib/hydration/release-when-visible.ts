import { type RefObject, useEffect } from 'react'
import { releasePart } from './prerendered-lazy'

/** A held part loads a short scroll ahead, so that it has usually hydrated when it scrolls in. */
const AHEAD = '200px 0px'

/**
 * Releases a part that hydrates when visible (lib/hydration/prerendered-lazy.tsx) once any of its elements inside
 * `container` (those marked `data-part={key}`) comes near the screen, or when the page goes away. A part that is
 * not held (no pre-rendered page) is not affected.
 */
export function useReleaseWhenVisible(container: RefObject<HTMLElement | null>, key: string): void {
  useEffect(() => {
    const elements = container.current?.querySelectorAll(`[data-part="${key}"]`) ?? []
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') {
      releasePart(key)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        releasePart(key)
      },
      { rootMargin: AHEAD },
    )
    for (const element of elements) observer.observe(element)
    return () => {
      observer.disconnect()
      releasePart(key)
    }
  }, [container, key])
}
