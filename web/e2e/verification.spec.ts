import { VERIFICATION_STATUS_POLL_MS } from '../config/constants'
import { signIn, USERS } from './support/account'
import { expectNoSeriousViolations } from './support/axe'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { mockControls } from './support/mock-controls'
import { nextPoll } from './support/polls'
import { expectNoHorizontalOverflow } from './support/shell'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// The identity check (docs/product.md §3 verification data, §4 status, upload steps and progress indicator) against the mock
// worker's world: new@example.com has not started; a last name 'Reject' ends in REJECT with 'Document is not
// readable' (mocks/README.md "Error triggers"); each kycStepMs (5 s) of world clock moves a pending check one status on.

const REJECT_REASON = 'Document is not readable'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG })

const progress = (page: Page, locale: TestLocale) =>
  page.getByRole('progressbar', { name: text(locale, 'verification_progress_label') })

async function submitVerification(page: Page, locale: TestLocale, lastName: string) {
  const next = () => page.getByRole('button', { name: text(locale, 'verification_next') }).click()
  await page.getByRole('button', { name: text(locale, 'verification_start') }).click()
  await expect(progress(page, locale)).toHaveAttribute('aria-valuenow', '0')

  await next()
  await expect(page.getByText(text(locale, 'verification_field_required'))).toBeVisible()
  await page.getByLabel(text(locale, 'verification_country_label')).selectOption('DE')
  await next()

  await expect(page.getByRole('radio', { name: text(locale, 'verification_type_idcard') })).toBeChecked()
  await next()

  await page.getByLabel(text(locale, 'verification_first_name')).fill('Anna')
  await page.getByLabel(text(locale, 'verification_last_name')).fill(lastName)
  await page.getByLabel(text(locale, 'verification_birth_date')).fill('1990-04-12')
  await page.getByLabel(text(locale, 'verification_identity_number')).fill('L01X00T47')
  await expect(page.getByLabel(text(locale, 'verification_expire_date'))).toHaveValue('2099-01-01')
  await next()

  await expect(progress(page, locale)).toHaveAttribute('aria-valuenow', '1')
  await next()

  await page.getByLabel(text(locale, 'verification_photo_face')).setInputFiles(photo('face.png'))
  await page.getByLabel(text(locale, 'verification_photo_front')).setInputFiles(photo('front.png'))
  await page.getByRole('button', { name: text(locale, 'verification_submit') }).click()
  await expect(page.getByText(text(locale, 'verification_photo_required'))).toBeVisible()
  await page
    .getByLabel(text(locale, 'verification_photo_back'))
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
  await expect(page.getByText(text(locale, 'verification_photo_type'))).toBeVisible()
  await page.getByLabel(text(locale, 'verification_photo_back')).setInputFiles(photo('back.png'))
  await expect(
    page.getByRole('img', {
      name: text(locale, 'verification_photo_preview', { photo: text(locale, 'verification_photo_back') }),
    }),
  ).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await expectNoSeriousViolations(page, 'verification, documents step')
  await page.getByRole('button', { name: text(locale, 'verification_submit') }).click()

  // Back at NONE with the re-fetched status (each read of a pending check moves it on, so it may be past CREATED).
  await expect(page.getByRole('region', { name: text(locale, 'verification_steps_label') })).toHaveCount(0)
  await expect(page.getByRole('button', { name: text(locale, 'verification_start') })).toHaveCount(0)
  await expect(page.getByRole('button', { name: text(locale, 'verification_next') })).toHaveCount(0)
}

test.describe('verification', () => {
  test('goes through the steps to PASS', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.phone)
    const controls = mockControls(page, testInfo)
    await page.clock.install()
    await controls.open(localePath(locale, '/'))
    await signIn(page, locale, USERS.fresh)
    await page.goto(localePath(locale, '/profile/verification'))
    await expect(
      page.getByText(text(locale, 'verification_status_not_started'), { exact: true }),
    ).toBeVisible()
    await expect(progress(page, locale)).toHaveAttribute('aria-valuenow', '0')

    await submitVerification(page, locale, 'Schmidt')
    await controls.advanceClock(10_000)
    await nextPoll(page, VERIFICATION_STATUS_POLL_MS)
    await expect(page.getByText(text(locale, 'verification_status_pass'), { exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect(progress(page, locale)).toHaveAttribute('aria-valuenow', '3')
    await expect(page.getByRole('button', { name: text(locale, 'verification_start') })).toHaveCount(0)
  })

  test('ends in REJECT with its reason, and can be sent again', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    await page.clock.install()
    await controls.open(localePath(locale, '/'))
    await signIn(page, locale, USERS.fresh)
    await page.goto(localePath(locale, '/profile/verification'))
    await submitVerification(page, locale, 'Reject')
    await controls.advanceClock(10_000)
    await nextPoll(page, VERIFICATION_STATUS_POLL_MS)
    await expect(page.getByText(text(locale, 'verification_status_reject'), { exact: true })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(REJECT_REASON)).toBeVisible()
    await expect(progress(page, locale)).toHaveAttribute('aria-valuenow', '1')
    await expect(page.getByRole('button', { name: text(locale, 'verification_start_again') })).toBeVisible()
  })

  test('shows a seeded rejection with its reason', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, { email: 'rejected@example.com', password: 'rejected-pass-1' })
    await page.goto(localePath(locale, '/profile/verification'))
    await expect(page.getByText(text(locale, 'verification_status_reject'), { exact: true })).toBeVisible()
    await expect(page.getByText(REJECT_REASON)).toBeVisible()
    await expectNoSeriousViolations(page, 'verification, rejected')
  })
})
