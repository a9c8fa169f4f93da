/**
 * The order part's key as a lazily loaded part of the exchange form (lib/prerendered-lazy.tsx), also on its form
 * (`data-part`): a pre-rendered page hydrates it once it nears the screen or is touched.
 */
export const ORDER_PART = 'exchange-order-part'
