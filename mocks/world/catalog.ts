// Look-ups over the instrument catalogue, and address validation by network.

import type { InstrumentRef } from '@sdk/gen/api/types.gen'
import { badRequest, type ErrorCode, WorldError } from './errors'
import { type InstrumentRecord, seedInstruments } from './instruments-seed'
import { findNetwork } from './networks'
import type { AddressValidation, Instrument } from './types'

export class Catalog {
  readonly records: readonly InstrumentRecord[]
  private readonly bySlugMap: Map<string, InstrumentRecord>
  private readonly byTitles: Map<string, InstrumentRecord>
  private readonly byBestChange: Map<string, InstrumentRecord>

  constructor(records: readonly InstrumentRecord[] = seedInstruments()) {
    this.records = records
    this.bySlugMap = new Map(records.map((r) => [r.instrument.slug, r]))
    this.byTitles = new Map(
      records.map((r) => [key(r.instrument.currencyTitle, r.instrument.networkTitle), r]),
    )
    this.byBestChange = new Map(records.map((r) => [r.instrument.bestChangeName.toUpperCase(), r]))
  }

  bySlug(slug: string): InstrumentRecord | undefined {
    return this.bySlugMap.get(slug.toLowerCase())
  }

  byTitle(currencyTitle: string, networkTitle: string): InstrumentRecord | undefined {
    return this.byTitles.get(key(currencyTitle, networkTitle))
  }

  /** Finds an instrument by its exchange-service (aggregator) name, case-insensitive. */
  byBestChangeName(name: string): InstrumentRecord | undefined {
    return this.byBestChange.get(name.toUpperCase())
  }

  /** Resolves a ref (slug first, then titles); unknown → `code` (ERR_NOT_FOUND unless told). */
  resolve(
    ref: Partial<InstrumentRef> | undefined,
    field = 'instrument',
    code: ErrorCode = 'ERR_NOT_FOUND',
  ): InstrumentRecord {
    const rec =
      (ref?.slug ? this.bySlug(ref.slug) : undefined) ??
      (ref?.currencyTitle && ref.networkTitle ? this.byTitle(ref.currencyTitle, ref.networkTitle) : undefined)
    if (!rec) {
      const name = ref?.slug ?? `${ref?.currencyTitle ?? '?'}/${ref?.networkTitle ?? '?'}`
      throw new WorldError(code, `Instrument ${name} not found`, { field })
    }
    return rec
  }

  /**
   * The public list. Inactive (delisted) instruments only with all=true. `providers` keeps the
   * instruments served by at least one of the named providers (fiat lists ask for 'mercuryo'); a code
   * no instrument has is ERR_BAD_REQUEST.
   */
  list(opts: { all?: boolean; providers?: readonly string[] } = {}): InstrumentRecord[] {
    const unknown = opts.providers?.find((code) => !this.records.some((r) => r.meta.providers.includes(code)))
    if (unknown !== undefined) throw badRequest(`Unknown liquidity provider ${unknown}`, 'providers')
    return this.records.filter(
      (r) =>
        (opts.all || r.meta.isActive) &&
        (!opts.providers?.length || r.meta.providers.some((p) => opts.providers?.includes(p))),
    )
  }

  /**
   * validateAddress: an unknown currency/network → ERR_NETWORK_NOT_SUPPORTED; a missing field →
   * ERR_BAD_REQUEST. The reject code comes back only with getRejectReason (else code is null).
   */
  validateAddress(body: {
    currencyTitle?: string
    networkTitle?: string
    address?: string
    getRejectReason?: boolean
  }): AddressValidation {
    const { currencyTitle, networkTitle, address } = body
    if (
      typeof currencyTitle !== 'string' ||
      typeof networkTitle !== 'string' ||
      typeof address !== 'string'
    ) {
      throw new WorldError('ERR_BAD_REQUEST', 'currencyTitle, networkTitle and address are required')
    }
    const rec = this.byTitle(currencyTitle, networkTitle)
    if (!rec) {
      throw new WorldError('ERR_NETWORK_NOT_SUPPORTED', `No instrument ${currencyTitle} on ${networkTitle}`)
    }
    const res = checkAddress(rec, address)
    return body.getRejectReason ? res : { result: res.result, code: null }
  }
}

/**
 * Address check for one instrument. IOTX accepts only the 0x form here: a native 'io1…' address
 * answers code 'address_reject_iotx' (the client words it through its error table, docs/product.md §5).
 */
export const checkAddress = (rec: InstrumentRecord, address: string): AddressValidation => {
  const trimmed = address.trim()
  if (rec.instrument.networkTitle === 'IOTX' && trimmed.startsWith('io1')) {
    return { result: false, code: 'address_reject_iotx' }
  }
  const ok = rec.meta.addressPattern.test(trimmed)
  return ok ? { result: true, code: null } : { result: false, code: 'address_incorrect' }
}

export const toRef = (i: Instrument | InstrumentRecord): InstrumentRef => {
  const inst = 'instrument' in i ? i.instrument : i
  return { currencyTitle: inst.currencyTitle, networkTitle: inst.networkTitle, slug: inst.slug }
}

export const networkOf = (rec: InstrumentRecord) => findNetwork(rec.instrument.networkTitle)

const key = (currencyTitle: string, networkTitle: string) =>
  `${currencyTitle.toUpperCase()}|${networkTitle.toUpperCase()}`
