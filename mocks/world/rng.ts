// A seeded PRNG (mulberry32). Everything random in the world comes from one Rng, so a seed reproduces
// the world. The state is a single uint32, so it fits in a snapshot.

export const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const HEX = '0123456789abcdef'
export const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
export const DIGITS = '0123456789'
export const UPNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export class Rng {
  private s: number

  constructor(seed: number) {
    this.s = seed >>> 0
  }

  get state(): number {
    return this.s
  }

  set state(value: number) {
    this.s = value >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0
    let t = this.s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  bool(pTrue = 0.5): boolean {
    return this.next() < pTrue
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** A string of `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string = ALNUM): string {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)]
    return out
  }

  /** An id such as 'ord_7Hq2LmX9'. */
  id(prefix: string, length = 8): string {
    return `${prefix}${this.chars(length)}`
  }

  uuid(): string {
    const h = this.chars(32, HEX)
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = out[i] as T
      out[i] = out[j] as T
      out[j] = tmp
    }
    return out
  }
}

/** A stable 32-bit hash of a string (FNV-1a), for deterministic choices that need no Rng state. */
export const hash32 = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A deterministic float in [0, 1) from a string, for noise that must not consume Rng state. */
export const hashUnit = (text: string): number => hash32(text) / 4294967296
