import { expectNoSeriousViolations } from './support/axe'
import { localePath, testLocale, text } from './support/locale'
import { mockControls } from './support/mock-controls'
import { expect, test } from './support/test'

// the informational pages show their real content in both locales; the support form sends a request,
// shows its ticket, and shows an error on its field without losing what was typed.

const PAGES = [
  { path: '/how-it-works', title: 'page_title_how_it_works', section: 'info_how_it_works_3_title' },
  { path: '/cashback', title: 'page_title_cashback', section: 'info_cashback_2_title' },
  { path: '/wallet', title: 'page_title_wallet', section: 'info_wallet_2_title' },
  { path: '/affiliate', title: 'page_title_affiliate', section: 'info_affiliate_2_title' },
  {
    path: '/for-competent-authorities',
    title: 'page_title_for_competent_authorities',
    section: 'info_authorities_2_title',
  },
] as const

for (const { path, title, section } of PAGES) {
  test(`${path} shows its content`, async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, path))
    await expect(page.getByRole('heading', { level: 1, name: text(locale, title) })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: text(locale, section) })).toBeVisible()
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
    await expectNoSeriousViolations(page, path)
  })
}

test('the affiliate page leads to the programme in the profile', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/affiliate'))
  await expect(page.getByRole('link', { name: text(locale, 'info_affiliate_open') })).toHaveAttribute(
    'href',
    new RegExp(`${localePath(locale, '/profile/affiliate-program')}$`),
  )
})

test('the roadmap shows the items of its section texts', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  const controls = mockControls(page, testInfo)
  await controls.open(localePath(locale, '/roadmap'))
  // The page is pre-rendered with its section texts (the browser asks for them again only when they are older than
  // their cache time), so the texts are asked of the mocks here rather than read from the page's own request.
  const { body } = await controls.api<{ data: Record<string, string> }>(
    'GET',
    `/content/blog/translations/roadmap?locale=${locale}`,
  )
  await expect(page.getByRole('heading', { level: 1, name: body.data.roadmap_title })).toBeVisible()
  // Each item with its quarter, year and status as the content gives them (not the visitor's clock).
  const items = page.getByRole('listitem').filter({ hasText: body.data.roadmap_q4_2026_2 ?? '' })
  await expect(items).toHaveCount(1)
  await expect(items).toContainText(text(locale, 'info_roadmap_quarter', { quarter: 4, year: 2026 }))
  await expect(items).toContainText(body.data.roadmap_done ?? '')
  await expect(page.getByText(body.data.roadmap_q2_2027 ?? '')).toBeVisible()
  await expectNoSeriousViolations(page, '/roadmap')
})

test('the authorities page’s contact link opens the support form on the topic it asks for', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/for-competent-authorities'))
  await page.getByRole('link', { name: text(locale, 'info_authorities_contact') }).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/support'))
  await expect(page.getByLabel(text(locale, 'info_support_topic_label'), { exact: true })).toHaveValue(
    'other',
  )
  await expect(page.getByRole('form', { name: text(locale, 'info_support_form_title') })).toBeInViewport()
})

test('the support form sends a request and shows its ticket; an unknown order is an error on its field', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/support'))
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') }),
  ).toBeVisible()
  await expect(page.getByText(text(locale, 'info_support_1_point1'))).toBeVisible()
  await expectNoSeriousViolations(page, '/support')

  const send = page.getByRole('button', { name: text(locale, 'info_support_send') })
  await send.click()
  await expect(page.getByText(text(locale, 'error_email_invalid'))).toBeVisible()
  await expect(page.getByText(text(locale, 'info_support_error_message'))).toBeVisible()

  const message = 'My swap has been waiting for its payout for an hour, what should I do?'
  await page.getByLabel(text(locale, 'info_support_email_label')).fill('ann@example.com')
  await page.getByLabel(text(locale, 'info_support_topic_label'), { exact: true }).selectOption('order')
  await page.getByLabel(text(locale, 'info_support_order_label')).fill('ord_NOPE0000')
  await page.getByLabel(text(locale, 'info_support_message_label')).fill(message)
  await send.click()
  const orderField = page.getByLabel(text(locale, 'info_support_order_label'))
  await expect(orderField).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(text(locale, 'info_support_error_order_unknown'))).toBeVisible()
  // Focus goes to the field to correct, not to <body> (the submit button it was on is disabled while sending).
  await expect(orderField).toBeFocused()
  await expect(page.getByLabel(text(locale, 'info_support_message_label'))).toHaveValue(message)
  await expect(page.getByLabel(text(locale, 'info_support_email_label'))).toHaveValue('ann@example.com')

  await orderField.fill('')
  const sent = page.waitForResponse((response) => response.url().includes('/api/v1/support/requests'))
  await send.click()
  const receipt = (await (await sent).json()) as { ticketId: string; replyWithinHours: number }
  await expect(page.getByRole('status').filter({ hasText: receipt.ticketId })).toHaveText(
    text(locale, 'info_support_sent', { ticket: receipt.ticketId, hours: receipt.replyWithinHours }),
  )
  await page.getByRole('button', { name: text(locale, 'info_support_send_another') }).click()
  await expect(page.getByLabel(text(locale, 'info_support_message_label'))).toHaveValue('')
})
