import { signIn, USERS } from './support/account'
import { expectNoSeriousViolations } from './support/axe'
import { localePath, testLocale, text } from './support/locale'
import { expectNoHorizontalOverflow } from './support/shell'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// The API keys page ("/profile/keys", docs/product.md §3 API key, §8 key deletion) against the mock worker's seeded
// world: demo@example.com has 'Trading bot' (active, 203.0.113.7) and 'Old script' (inactive), mocks/README.md.

/** Counts the key updates the page sends. */
function countUpdates(page: Page) {
  const calls = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/users/update-api-key')
      calls.count += 1
  })
  return calls
}

async function themes(page: Page, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await expectNoSeriousViolations(page, `${where}, ${theme}`)
  }
}

test.describe('API keys', () => {
  test('creates a key and shows its secret once, renames, restricts, deactivates and deletes it', async ({
    page,
    context,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const t = (key: string, params?: Record<string, string>) => text(locale, key, params)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await page.goto(localePath(locale, '/profile/keys'))

    const list = page.getByRole('list', { name: t('api_keys_list_title') })
    const item = (name: string) => list.getByRole('listitem', { name, exact: true })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(item('Trading bot').getByText('203.0.113.7')).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await themes(page, 'API keys list on a phone')
    const updates = countUpdates(page)

    // Create: the secret once, with copy and the warning.
    const create = page.getByRole('form', { name: t('api_keys_create_title') })
    await create.getByLabel(t('api_keys_name_label')).fill('E2E bot')
    await create.getByRole('button', { name: t('api_keys_create_submit') }).click()
    const secretDialog = page.getByRole('dialog', { name: t('api_keys_secret_title') })
    await expect(secretDialog).toBeVisible()
    await expect(secretDialog.getByText(t('api_keys_secret_warning'))).toBeVisible()
    const secret = (await secretDialog.getByText(/^sk_mock_/).textContent()) ?? ''
    expect(secret).toMatch(/^sk_mock_[0-9a-f]{32}$/)
    await secretDialog.getByRole('button', { name: t('api_keys_copy'), exact: true }).click()
    await expect(secretDialog.getByRole('button', { name: t('api_keys_copied'), exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await expectNoSeriousViolations(page, 'API key secret dialog')
    await secretDialog.getByRole('button', { name: t('api_keys_secret_close') }).click()
    await expect(secretDialog).toBeHidden()
    await expect(item('E2E bot')).toBeVisible()
    await expect(page.getByText(secret)).toHaveCount(0)
    await page.reload()
    await expect(item('E2E bot')).toBeVisible()
    await expect(page.getByText(secret)).toHaveCount(0)
    await expect(item('E2E bot').getByText(t('api_keys_ips_any'))).toBeVisible()

    // Rename.
    await item('E2E bot')
      .getByRole('button', { name: t('api_keys_edit', { name: 'E2E bot' }) })
      .click()
    let edit = page.getByRole('dialog', { name: t('api_keys_edit_title') })
    await edit.getByLabel(t('api_keys_name_label')).fill('E2E trader')
    await edit.getByRole('button', { name: t('api_keys_edit_submit') }).click()
    await expect(edit).toBeHidden()
    await expect(item('E2E trader')).toBeVisible()
    expect(updates.count).toBe(1)

    // Restrict to one address: a bad entry is refused first, by name, with no call.
    await item('E2E trader')
      .getByRole('button', { name: t('api_keys_edit', { name: 'E2E trader' }) })
      .click()
    edit = page.getByRole('dialog', { name: t('api_keys_edit_title') })
    const ips = edit.getByLabel(t('api_keys_ips_field_label'))
    await ips.fill('198.51.100.23, 300.1.1.1')
    await edit.getByRole('button', { name: t('api_keys_edit_submit') }).click()
    await expect(edit.getByText(t('api_keys_ips_invalid', { entries: '300.1.1.1' }))).toBeVisible()
    await expect(ips).toHaveAttribute('aria-invalid', 'true')
    expect(updates.count).toBe(1)
    await themes(page, 'API key edit dialog, entry refused')
    await ips.fill('198.51.100.23')
    await edit.getByRole('button', { name: t('api_keys_edit_submit') }).click()
    await expect(edit).toBeHidden()
    await expect(item('E2E trader').getByText('198.51.100.23')).toBeVisible()
    expect(updates.count).toBe(2)

    // Deactivate.
    await item('E2E trader')
      .getByRole('button', { name: t('api_keys_deactivate', { name: 'E2E trader' }) })
      .click()
    await expect(item('E2E trader').getByText(t('api_keys_state_inactive'))).toBeVisible()
    await expect(
      item('E2E trader').getByRole('button', { name: t('api_keys_activate', { name: 'E2E trader' }) }),
    ).toBeVisible()
    await expectNoHorizontalOverflow(page)

    // Delete, with the confirmation, then the docs/product.md §8 toast.
    await item('E2E trader')
      .getByRole('button', { name: t('api_keys_delete', { name: 'E2E trader' }) })
      .click()
    const confirm = page.getByRole('dialog', { name: t('api_keys_delete_title') })
    await expect(confirm).toBeVisible()
    await expectNoSeriousViolations(page, 'API key delete confirmation')
    await confirm.getByRole('button', { name: t('api_keys_delete_confirm') }).click()
    await expect(confirm).toBeHidden()
    const notifications = page.getByRole('region', { name: t('notification_region_label') })
    await expect(notifications.getByText(t('key_page_delete_key_success'))).toBeVisible()
    await expect(item('E2E trader')).toHaveCount(0)
    await expect(list.getByRole('listitem')).toHaveCount(2)
  })

  test('lays the keys out in columns on a desktop', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await page.goto(localePath(locale, '/profile/keys'))
    const bot = page
      .getByRole('list', { name: text(locale, 'api_keys_list_title') })
      .getByRole('listitem', { name: 'Trading bot', exact: true })
    const id = bot.getByText('ak_DEMO0001')
    const ip = bot.getByText('203.0.113.7')
    await expect(ip).toBeVisible()
    const [idBox, ipBox] = [await id.boundingBox(), await ip.boundingBox()]
    expect(idBox && ipBox && Math.abs(idBox.y - ipBox.y) < 2).toBe(true)
    await expectNoHorizontalOverflow(page)
  })
})
