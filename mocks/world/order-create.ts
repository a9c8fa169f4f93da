// Checks a create-order payload and works out the order's terms. Throws the contract's error codes.

import type { CreateOrderRequest } from '@sdk/gen/api/types.gen'
import { checkAddress } from './catalog'
import { EMAIL_RE, type WorldContext } from './context'
import { badRequest, validationError, WorldError } from './errors'
import type { InstrumentRecord } from './instruments-seed'
import type { OrderScenario } from './order-record'
import type { PairData } from './types'

/** Addresses that are valid but blacklisted (ERR_FORBIDDEN 'Client data is blacklisted'). */
export const BLACKLIST = {
  /** Any address containing this text, case-insensitively (valid base58, e.g. a TRC20 address). */
  addressMarker: 'BLACKL1ST',
  /** A valid TRC20 address carrying the marker, ready to paste. */
  sampleTrc20: 'TBLACKL1STzzzzzzzzzzzzzzzzzzzzzzzz',
  /** The EVM burn address. */
  evmAddress: '0x000000000000000000000000000000000000dead',
  /** Any e-mail at this domain. */
  emailDomain: 'blacklisted.test',
} as const

export const BLACKLISTED_MESSAGE = 'Client data is blacklisted'
export const KYC_NEEDED_MESSAGE = 'KYC verification needed.'

export const isBlacklistedAddress = (address: string | undefined | null): boolean =>
  !!address &&
  (address.toUpperCase().includes(BLACKLIST.addressMarker) || address.toLowerCase() === BLACKLIST.evmAddress)

export const isBlacklistedEmail = (email: string | undefined | null): boolean =>
  !!email && email.toLowerCase().endsWith(`@${BLACKLIST.emailDomain}`)

/**
 * The FIXED-order scenario a developer can pick from the form: an e-mail at volatility.test,
 * slow-deposit.test or wrong-amount.test, or an amount (at most 4 decimals) ending in 71, 72 or 73.
 */
export const SCENARIO_TRIGGERS = {
  emailDomains: {
    'volatility.test': 'high-volatility',
    'slow-deposit.test': 'slow-deposit',
    'wrong-amount.test': 'wrong-amount',
  } as Record<string, OrderScenario>,
  amountEndings: { '71': 'high-volatility', '72': 'slow-deposit', '73': 'wrong-amount' } as Record<
    string,
    OrderScenario
  >,
}

export const scenarioFor = (
  req: Pick<CreateOrderRequest, 'rateMode' | 'userEmail' | 'claimedDepositAmount'>,
): OrderScenario => {
  if (req.rateMode !== 'FIXED') return 'happy'
  const domain = req.userEmail?.split('@')[1]?.toLowerCase()
  const byEmail = domain ? SCENARIO_TRIGGERS.emailDomains[domain] : undefined
  if (byEmail) return byEmail
  const text = String(req.claimedDepositAmount)
  const decimals = text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0
  if (!text.includes('e') && decimals <= 4) return SCENARIO_TRIGGERS.amountEndings[text.slice(-2)] ?? 'happy'
  return 'happy'
}

/** Malformed payloads: ERR_BAD_REQUEST. */
export const assertWellFormed = (req: Partial<CreateOrderRequest> | undefined): CreateOrderRequest => {
  if (!req || typeof req !== 'object') throw badRequest('Body must be a JSON object')
  if (req.rateMode !== 'FIXED' && req.rateMode !== 'FLOATING')
    throw badRequest('rateMode must be FIXED or FLOATING', 'rateMode')
  for (const side of ['instrumentFrom', 'instrumentTo'] as const) {
    const ref = req[side]
    if (
      !ref ||
      typeof ref !== 'object' ||
      typeof ref.currencyTitle !== 'string' ||
      typeof ref.networkTitle !== 'string'
    ) {
      throw badRequest(`${side} must name currencyTitle, networkTitle and slug`, side)
    }
  }
  if (typeof req.destinationAddress !== 'string' || req.destinationAddress.trim() === '') {
    throw badRequest('destinationAddress is required', 'destinationAddress')
  }
  const amount = req.claimedDepositAmount
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
    throw badRequest('claimedDepositAmount must be a positive number', 'claimedDepositAmount')
  }
  if (typeof req.claimedPublicRate !== 'number' || !Number.isFinite(req.claimedPublicRate)) {
    throw badRequest('claimedPublicRate must be a number', 'claimedPublicRate')
  }
  return req as CreateOrderRequest
}

export interface CreateChecks {
  referrerExists: (code: string) => boolean
  /** True when the user has passed the card provider's KYC. */
  providerKycComplete: (userId: number) => boolean
  userEmail: (userId: number) => string | null
}

export interface CheckedOrder {
  from: InstrumentRecord
  to: InstrumentRecord
  quote: PairData
  fiat: boolean
}

/** A memo given for an instrument fits its network's form (the instrument's memoPattern); no memo always fits. */
const memoFits = (record: InstrumentRecord, memo: string | undefined): boolean => {
  const pattern = record.instrument.memoPattern
  return !pattern || !memo?.trim() || new RegExp(pattern).test(memo.trim())
}

/** The amount, pair, address, memo, refund, blacklist, referrer and fiat/KYC rules, in that order. */
export const checkCreate = (
  req: CreateOrderRequest,
  ctx: WorldContext,
  checks: CreateChecks,
  opts: { userId: number | null; noMemo: boolean },
): CheckedOrder => {
  const code = 'ERR_NETWORK_NOT_SUPPORTED' as const
  const from = ctx.catalog.resolve(req.instrumentFrom, 'instrumentFrom', code)
  const to = ctx.catalog.resolve(req.instrumentTo, 'instrumentTo', code)
  const quote = ctx.pricing.quotePair(
    from,
    to,
    req.rateMode,
    req.claimedDepositAmount,
    from.instrument.currencyTitle,
  )
  ctx.pricing.assertFixedCap(from, req.rateMode, quote.amountToGive)
  if (!checkAddress(to, req.destinationAddress).result) {
    throw validationError('destinationAddress', `Address is not valid for ${to.instrument.networkTitle}`)
  }
  if (to.instrument.requiresMemo && !req.destinationAddressMemo?.trim() && !opts.noMemo) {
    throw validationError(
      'destinationAddressMemo',
      `${to.instrument.currencyTitle} needs a memo / destination tag`,
    )
  }
  if (!memoFits(to, req.destinationAddressMemo)) {
    throw validationError('destinationAddressMemo', `Memo is not valid for ${to.instrument.networkTitle}`)
  }
  if (req.rateMode === 'FIXED' && !memoFits(from, req.refundAddressMemo)) {
    throw validationError('refundAddressMemo', `Memo is not valid for ${from.instrument.networkTitle}`)
  }
  if (req.rateMode === 'FIXED') {
    const refund = req.refundAddress?.trim()
    if (!refund) throw validationError('refundAddress', 'A FIXED rate needs a refund address')
    if (refund === req.destinationAddress.trim()) {
      throw validationError('refundAddress', 'The refund address must differ from the destination address')
    }
    if (!checkAddress(from, refund).result) {
      throw validationError('refundAddress', `Address is not valid for ${from.instrument.networkTitle}`)
    }
  }
  if (req.userEmail !== undefined && req.userEmail !== '' && !EMAIL_RE.test(req.userEmail)) {
    throw validationError('userEmail', 'E-mail is not valid')
  }
  const accountEmail = opts.userId === null ? null : checks.userEmail(opts.userId)
  if (
    isBlacklistedAddress(req.destinationAddress) ||
    isBlacklistedAddress(req.refundAddress) ||
    isBlacklistedEmail(req.userEmail) ||
    isBlacklistedEmail(accountEmail)
  ) {
    throw new WorldError('ERR_FORBIDDEN', BLACKLISTED_MESSAGE)
  }
  if (req.referrerId && !checks.referrerExists(req.referrerId)) {
    throw new WorldError('ERR_NOT_FOUND', `referrerAffiliateId ${req.referrerId} not found`, {
      field: 'referrerId',
    })
  }
  const fiat = from.instrument.instrumentType === 'fiat' || to.instrument.instrumentType === 'fiat'
  if (fiat) {
    if (opts.userId === null || !accountEmail) {
      throw new WorldError('ERR_FORBIDDEN', 'Fiat orders need a signed-in account with an e-mail')
    }
    if (quote.amountToGive >= quote.noKycThreshold && !checks.providerKycComplete(opts.userId)) {
      throw new WorldError('ERR_FORBIDDEN', KYC_NEEDED_MESSAGE)
    }
  }
  return { from, to, quote, fiat }
}
