import type { DefaultOptions } from '@tanstack/react-query'

/**
 * Mutations are sent even while the browser calls itself offline: left paused they would spin silently and send a
 * refund or an order later by themselves; sent at once they fail with NETWORK_ERROR, which the action shows.
 */
export const queryDefaults = {
  mutations: { networkMode: 'always' },
} as const satisfies DefaultOptions
