/**
 * The key of the home sections' lazily loaded part (lib/hydration/prerendered-lazy.tsx), also on their elements
 * (`data-part`), which the home route watches to hydrate them once they near the screen.
 */
export const HOME_SECTIONS_PART = 'home-sections'
