import type { DefaultOptions } from '@tanstack/react-query'

/**
 * The app's TanStack Query defaults (main.tsx, and the test harnesses, so that tests run what users run).
 * Mutations are sent even while the browser calls itself offline: left to TanStack Query's default they would wait,
 * paused, for the connection, the button spinning without a word and the action (a refund, a withdrawal, an order)
 * sent later by itself. Sent at once, they fail with the SDK's NETWORK_ERROR, whose message the action shows, and
 * what was typed stays for the next press.
 */
export const queryDefaults = {
  mutations: { networkMode: 'always' },
} as const satisfies DefaultOptions
