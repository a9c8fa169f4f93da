import { type BrowserContext, expect, type Page, type Response } from '@playwright/test'
import { ADDRESS } from './addresses'
import {
  destination,
  emailField,
  expectOrderPage,
  num,
  priced,
  sendAmount,
  submitButton,
  termsCheckbox,
} from './exchange-form'
import { FAULT_LATENCY_MS, type FaultEvent } from './fault-schedule'
import { untilAfterChecks } from './health-checks'
import { type TestLocale, text } from './locale'
import type { MockControls } from './mock-controls'
import { expectEntryKept, type TypedEntry } from './typed-entry'

// How a fault run (web/e2e/fault-run.spec.ts) plays each event of its schedule on the exchange form, dev projects
// only (the faults go through window.__mock). The page's clock is Playwright's: the app's timers (socket
// reconnects, health checks, a minute offline) run when the journey moves it on, not after real seconds.

export interface FaultRun {
  page: Page
  context: BrowserContext
  locale: TestLocale
  controls: MockControls
  entry: TypedEntry
}

/** The rates socket reconnects this long after a close (RATES_SOCKET_RECONNECT_DELAY_MS). */
const RECONNECT_MS = 3_000
const OFFLINE_MS = 60_000

const isCall = (response: Response, path: string, status: number) =>
  new URL(response.url()).pathname === path && response.status() === status

/** Waits until the app's rates socket is open, moving the page's clock past its reconnect delay. */
async function socketOpen({ page, controls }: FaultRun) {
  await expect(async () => {
    if ((await controls.openWebSockets()) === 0) await page.clock.fastForward(RECONNECT_MS)
    expect(await controls.openWebSockets()).toBeGreaterThan(0)
  }).toPass({ timeout: 30_000 })
}

async function type(run: FaultRun, step: 'amount' | 'address' | 'email' | 'terms') {
  const { page, locale, controls, entry } = run
  switch (step) {
    case 'amount':
      entry.amount = num(locale, '0.02')
      await sendAmount(page, locale).fill(entry.amount)
      return
    case 'address': {
      // The server's address check fails: it blocks nothing (the create checks the address again).
      await controls.failNext('validateAddress', 'http500')
      const failed = page.waitForResponse((r) =>
        isCall(r, '/api/v1/instruments/public/validate-address', 500),
      )
      entry.address = ADDRESS.trc20
      const field = destination(page, locale, entry.to.ticker, entry.to.network)
      await field.fill(entry.address)
      await field.blur()
      await failed
      await expect(field).not.toHaveAttribute('aria-invalid', 'true')
      return
    }
    case 'email':
      entry.email = 'alice@example.com'
      await emailField(page, locale).fill(entry.email)
      return
    case 'terms':
      entry.terms = true
      await termsCheckbox(page, locale).check()
  }
}

/**
 * The socket closes and the REST rate that stands in for it answers HTTP 500; the socket then prices again. The app
 * may give up that request itself (the socket came back first): the page then never sees the 500, so a rate request
 * that fails in the browser counts as the fault having met it too.
 */
async function ratesHttp500(run: FaultRun) {
  const { page, controls } = run
  await socketOpen(run)
  const rates = '/api/v2/rates/public/one'
  const failed = Promise.race([
    page.waitForResponse((r) => isCall(r, rates, 500)),
    page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === rates),
  ])
  await controls.failNext('getPublicRate', 'http500')
  expect(await controls.dropWebSockets()).toBeGreaterThan(0)
  await failed
}

async function socketDrop(run: FaultRun) {
  await socketOpen(run)
  expect(await run.controls.dropWebSockets()).toBeGreaterThan(0)
}

/** A minute offline (on the page's clock): the app says the visitor is offline, then recovers by itself. */
async function offlineMinute(run: FaultRun) {
  const { page, context, locale } = run
  const now = () => page.evaluate(() => Date.now())
  const started = await now()
  await context.setOffline(true)
  const notice = page.getByText(text(locale, 'health_offline_title'))
  await untilAfterChecks(page, () => expect(notice).toBeVisible({ timeout: 500 }))
  while ((await now()) - started < OFFLINE_MS) await page.clock.fastForward(5_000)
  await expectEntryKept(page, locale, run.entry, 'a minute offline')
  await context.setOffline(false)
  await untilAfterChecks(page, () => expect(notice).toHaveCount(0, { timeout: 500 }))
}

/** Presses "Exchange now"; a failed create leaves the form, with what went wrong, for the next press. */
async function submit(run: FaultRun, meets: 'create-http500' | 'create-network' | null) {
  const { page, locale, controls, entry } = run
  if (meets === null) {
    await submitButton(page, locale).click()
    await expectOrderPage(page, locale, entry.address)
    return
  }
  await controls.failNext('createPublicOrder', meets === 'create-http500' ? 'http500' : 'network')
  await submitButton(page, locale).click()
  const message = text(locale, meets === 'create-http500' ? 'error_create_exchange' : 'error_network')
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 15_000 })
}

/** Plays one event; after anything but the last submit the form still holds everything typed and prices again. */
export async function playEvent(run: FaultRun, event: FaultEvent, label: string) {
  const { page, locale, controls } = run
  if (event.slow) await controls.latency(FAULT_LATENCY_MS)
  if (event.kind === 'type') await type(run, event.step)
  else if (event.kind === 'submit') await submit(run, event.meets)
  else if (event.fault === 'rates-http500') await ratesHttp500(run)
  else if (event.fault === 'socket-drop') await socketDrop(run)
  else await offlineMinute(run)
  if (event.slow) await controls.latency(0)
  if (event.kind === 'submit' && event.meets === null) return
  await expectEntryKept(page, locale, run.entry, label)
  await socketOpen(run)
  await priced(page, locale)
}
