import { notFound } from '@tanstack/react-router'
import { z } from 'zod/mini'

/**
 * Zod schemas for path params, used in the routes' `params.parse`. A param that fails
 * its schema is a 404 (docs/product.md §8 "route validation failure: fatal 404"), hence `parseOrNotFound`.
 */

/** A URL slug: letters (any script), digits, '-' and '_', starting with a letter or digit. */
export const slugSchema = z.string().check(z.regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u))

/** A ticker such as 'btc' or 'usdttrc20'. */
export const symbolSchema = z.string().check(z.regex(/^[a-z0-9]{1,20}$/i))

/** An exchange pair 'btc-usdttrc20': two instrument slugs joined by one '-'. Lower-cased. */
export const pairSchema = z.pipe(
  z.string().check(z.regex(/^[a-z0-9]{1,20}-[a-z0-9]{1,20}$/i)),
  z.transform((pair) => {
    const [send, receive] = pair.toLowerCase().split('-') as [string, string]
    return { pair: pair.toLowerCase(), send, receive }
  }),
)

/** An order id; 'pending' means the order is not created yet (docs/product.md §2). */
export const orderIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

/** Parses with the schema, or throws the router's notFound() so the 404 page renders. */
export function parseOrNotFound<Output>(schema: z.ZodMiniType<Output>, value: unknown): Output {
  const result = schema.safeParse(value)
  if (!result.success) throw notFound()
  return result.data
}
