// Shared helpers for the world's tests (not used by the world itself).

import type { CreateOrderRequest, InstrumentRef, RateMode } from '@sdk/gen/api/types.gen'
import { expect } from 'vitest'
import type { ErrorCode } from './errors'
import { isWorldError, type WorldError } from './errors'
import { getNetwork, makeAddress } from './networks'
import { Rng } from './rng'
import { type CreateWorldOptions, createWorld, type World } from './world'

export const T0 = '2026-11-21T10:00:00Z'

export const newWorld = (opts: CreateWorldOptions = {}): World => createWorld({ seed: 42, now: T0, ...opts })

const addrRng = new Rng(123)
/** A valid address on the network (fresh each call). */
export const addr = (network: string): string => makeAddress(getNetwork(network), addrRng)

export const ref = (w: World, slug: string): InstrumentRef => {
  const i = w.catalog.resolve({ slug }).instrument
  return { currencyTitle: i.currencyTitle, networkTitle: i.networkTitle, slug: i.slug }
}

/** A valid create-order payload for the pair; override any field. */
export const orderReq = (
  w: World,
  from: string,
  to: string,
  amount: number,
  rateMode: RateMode = 'FLOATING',
  extra: Partial<CreateOrderRequest> = {},
): CreateOrderRequest => {
  const f = ref(w, from)
  const t = ref(w, to)
  const toRec = w.catalog.resolve({ slug: to })
  return {
    rateMode,
    instrumentFrom: f,
    instrumentTo: t,
    destinationAddress: addr(t.networkTitle),
    ...(toRec.instrument.requiresMemo ? { destinationAddressMemo: '104729' } : {}),
    ...(rateMode === 'FIXED' ? { refundAddress: addr(f.networkTitle) } : {}),
    claimedPublicRate: 1,
    claimedDepositAmount: amount,
    ...extra,
  }
}

export const createOrderId = (w: World, req: CreateOrderRequest, userId: number | null = null): string => {
  const res = w.orders.create(req, { userId })
  if (!('orderId' in res)) throw new Error('expected a crypto order')
  return res.orderId
}

/** Runs fn and returns the WorldError it throws, checking its code. */
export const catchCode = async (fn: () => unknown, code: ErrorCode): Promise<WorldError> => {
  let caught: unknown
  try {
    await fn()
  } catch (e) {
    caught = e
  }
  expect(isWorldError(caught), `expected ${code}, got ${String(caught)}`).toBe(true)
  const err = caught as WorldError
  expect(err.code).toBe(code)
  return err
}

export const kinds = (events: { kind: string }[]): string[] => events.map((e) => e.kind)
