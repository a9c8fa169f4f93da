import { notFound } from '@tanstack/react-router'
import { z } from 'zod/mini'

/** A param that fails its schema is a 404 (docs/product.md §8), hence `parseOrNotFound`. */

export const slugSchema = z.string().check(z.regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u))

export const symbolSchema = z.string().check(z.regex(/^[a-z0-9]{1,20}$/i))

export const pairSchema = z.pipe(
  z.string().check(z.regex(/^[a-z0-9]{1,20}-[a-z0-9]{1,20}$/i)),
  z.transform((pair) => {
    const [send, receive] = pair.toLowerCase().split('-') as [string, string]
    return { pair: pair.toLowerCase(), send, receive }
  }),
)

/** 'pending' means the order is not created yet. */
export const orderIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

export function parseOrNotFound<Output>(schema: z.ZodMiniType<Output>, value: unknown): Output {
  const result = schema.safeParse(value)
  if (!result.success) throw notFound()
  return result.data
}
