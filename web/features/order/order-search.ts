import { z } from 'zod/mini'

/**
 * The order page's search (docs/product.md §2): /order/{id}?destinationAddress=…, plus send, receive and amount,
 * which the page keeps in sync with the order (docs/product.md §2 "The exchange page and the order page keep the URL
 * in sync with send, receive and amount").
 */
export const orderSearchSchema = z.object({
  destinationAddress: z.optional(z.string()),
  send: z.optional(z.string()),
  receive: z.optional(z.string()),
  amount: z.optional(z.string()),
})

export type OrderSearch = z.infer<typeof orderSearchSchema>

/** loaderDeps of the order route: only the address decides which order is read. */
export const orderLoaderDeps = ({ search }: { search: OrderSearch }) => ({
  destinationAddress: search.destinationAddress,
})
