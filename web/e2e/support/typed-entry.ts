import { expect, type Page } from '@playwright/test'
import { destination, emailField, sendAmount, termsCheckbox } from './exchange-form'
import type { TestLocale } from './locale'

/** What the user has put into the exchange form so far (the amount as the locale writes it). */
export interface TypedEntry {
  amount: string
  address: string
  email: string
  terms: boolean
  /** The receive instrument as the address label names it. */
  to: { ticker: string; network: string }
}

/** Fails unless the form still shows everything the user typed. */
export async function expectEntryKept(page: Page, locale: TestLocale, entry: TypedEntry, after: string) {
  await expect(sendAmount(page, locale), `the amount after ${after}`).toHaveValue(entry.amount)
  await expect(
    destination(page, locale, entry.to.ticker, entry.to.network),
    `the address after ${after}`,
  ).toHaveValue(entry.address)
  await expect(emailField(page, locale), `the e-mail after ${after}`).toHaveValue(entry.email)
  if (entry.terms) await expect(termsCheckbox(page, locale), `the terms after ${after}`).toBeChecked()
  else await expect(termsCheckbox(page, locale), `the terms after ${after}`).not.toBeChecked()
}
