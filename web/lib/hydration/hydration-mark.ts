/**
 * The performance mark set when a pre-rendered page starts to hydrate (lib/startup/start-app.tsx): every script requested
 * before it is JavaScript the page needed before it could be used (scripts/js-before-hydration.ts measures it).
 */
export const HYDRATION_MARK = 'app:hydrate'
