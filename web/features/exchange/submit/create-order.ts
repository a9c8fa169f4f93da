import type { CreateOrderRequest, CreateOrderResponse } from '@sdk/gen/api/types.gen'
import { type CreateOutcome, createFailureOutcome, createSuccessOutcome } from './create-order-outcome'
import { forgetReferrer } from './order-context'

export type CreateBody = CreateOrderRequest & { idempotencyKey: string }

/** The create call: the generated mutation's mutateAsync (useMutation with createPublicOrderMutation()). */
export type CreateCall = (variables: { body: CreateOrderRequest }) => Promise<CreateOrderResponse>

/** One create-order (docs/product.md §8 order-create handling): sends the body and reads the answer. */
export async function createOrder(
  first: CreateBody,
  create: CreateCall,
  keyFor: (body: Omit<CreateOrderRequest, 'idempotencyKey'>) => string,
): Promise<{ outcome: CreateOutcome; body: CreateBody }> {
  let body = first
  for (;;) {
    let outcome: CreateOutcome
    try {
      outcome = createSuccessOutcome(await create({ body }), body.destinationAddress)
    } catch (error) {
      outcome = createFailureOutcome(error, body.referrerId !== undefined)
    }
    if (outcome.kind !== 'retry-without-referrer') return { outcome, body }
    forgetReferrer()
    const { referrerId: _referrer, idempotencyKey: _key, ...rest } = body
    body = { ...rest, idempotencyKey: keyFor(rest) }
  }
}
