import type { Ckm } from '@sdk/gen/api/types.gen'
import { EMAIL_CONFIRMED_STORAGE_KEY } from '@/config/constants'

/** What decides whether the crypto exchange flow asks for the e-mail (docs/product.md §4 "Crypto exchange flow"). */
export interface EmailPromptFacts {
  ckm: Ckm
  /** The confirmation flag in local storage is true (the user confirmed an e-mail before). */
  confirmedFlag: boolean
  referralQuery: string | undefined
  configuredReferralId: string
  accountEmail: string | null
}

/**
 * A asks for e-mail confirmation unless the local flag is true; B asks only when the ref query matches the
 * configured referral id; D never asks. A signed-in user with an e-mail is never asked.
 */
export function needsEmailPrompt(facts: EmailPromptFacts): boolean {
  if (facts.accountEmail?.trim()) return false
  switch (facts.ckm) {
    case 'A':
      return !facts.confirmedFlag
    case 'B':
      return facts.configuredReferralId !== '' && facts.referralQuery === facts.configuredReferralId
    case 'D':
      return false
  }
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>

const storageOrNull = (): FlagStorage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The local-storage confirmation flag (ckm A). Unreadable storage counts as not confirmed. */
export function readEmailConfirmedFlag(storage: FlagStorage | null = storageOrNull()): boolean {
  try {
    return storage?.getItem(EMAIL_CONFIRMED_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

export function writeEmailConfirmedFlag(storage: FlagStorage | null = storageOrNull()): void {
  try {
    storage?.setItem(EMAIL_CONFIRMED_STORAGE_KEY, 'true')
  } catch {
    // Private mode or a full storage: the prompt simply shows again next time.
  }
}
