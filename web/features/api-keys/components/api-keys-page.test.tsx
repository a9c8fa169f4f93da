import { authenticateLocal, logout } from '@sdk/gen/api/sdk.gen'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { TOAST_DURATION_MS } from '@/config/constants'
import { clearNotifications, getNotifications } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { emulateFocusFixup } from '@/test/focus-fixup'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { renderKeysPage } from '../testing/render-keys-page'

// The keys page through a real router, QueryClient, SDK and the mock world (mocks/world/world-seed.ts: demo has
// 'Trading bot' (ak_DEMO0001, active, 203.0.113.7) and 'Old script' (ak_DEMO0002, inactive); new has no key).
vi.setConfig({ testTimeout: 20_000 })

const network = setupSdkTestNetwork()
const calls: string[] = []
const DEMO = { email: 'demo@example.com', password: 'demo-pass-1' }
const FRESH = { email: 'new@example.com', password: 'new-pass-1' }
const UPDATE = 'POST /api/v1/users/update-api-key'

beforeAll(async () => {
  await import('@/components/layout/toaster-view')
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
  network.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
beforeEach(() => {
  calls.length = 0
})
afterEach(async () => {
  cleanup()
  act(() => clearNotifications())
  await logout().catch(() => {})
  network.world.reset()
})

async function signIn(user: { email: string; password: string }) {
  await authenticateLocal({ body: { ...user, browserFingerprint: 'fp-test-0001' }, throwOnError: true })
}

const worldKeys = (userId: number) => network.world.apiKeys.list(userId)
const DEMO_ID = 1001

/** The open dialog, once it takes pointer input (Radix enables it in an effect after mounting). */
async function dialog(name: string) {
  const open = await screen.findByRole('dialog', { name })
  await waitFor(() => expect(open.style.pointerEvents).not.toBe('none'))
  return open
}

const keyItem = async (name: string) =>
  within(await screen.findByRole('list', { name: m.api_keys_list_title() })).getByRole('listitem', { name })

describe('the API keys page', () => {
  it('lists the keys with their id, date, state and allow-list', async () => {
    await signIn(DEMO)
    renderKeysPage(network)
    const bot = await keyItem('Trading bot')
    expect(within(bot).getByText('ak_DEMO0001')).toBeTruthy()
    expect(within(bot).getByText('203.0.113.7')).toBeTruthy()
    expect(within(bot).getByText(m.api_keys_state_active())).toBeTruthy()
    expect(within(bot).getByRole('time')).toBeTruthy()
    const old = await keyItem('Old script')
    expect(within(old).getByText(m.api_keys_state_inactive())).toBeTruthy()
    expect(within(old).getByText(m.api_keys_ips_any())).toBeTruthy()
  })

  it('says so when there is no key', async () => {
    await signIn(FRESH)
    renderKeysPage(network)
    expect(await screen.findByText(m.api_keys_empty())).toBeTruthy()
  })

  it('shows a new key once, with copy and the warning; closed, the secret is gone and the key is listed', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    const { queryClient } = renderKeysPage(network)
    await keyItem('Trading bot')
    await user.type(screen.getByRole('textbox', { name: m.api_keys_name_label() }), 'Rebalancer')
    await user.click(screen.getByRole('button', { name: m.api_keys_create_submit() }))

    const secretDialog = await dialog(m.api_keys_secret_title())
    const created = worldKeys(DEMO_ID).find((key) => key.name === 'Rebalancer')
    expect(created).toBeTruthy()
    const secret = within(secretDialog).getByText(/^sk_mock_/).textContent ?? ''
    expect(within(secretDialog).getByText(m.api_keys_secret_warning())).toBeTruthy()
    // Shown, the secret is in no cache: the mutation that brought it has left the query client.
    const cached = () =>
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((each) => each.state),
      )
    await waitFor(() => expect(cached()).not.toContain(secret))
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((each) => each.state.data),
      ),
    ).not.toContain(secret)
    await user.click(within(secretDialog).getByRole('button', { name: m.api_keys_copy() }))
    expect(await navigator.clipboard.readText()).toBe(secret)
    expect(within(secretDialog).getByRole('button', { name: m.api_keys_copied() })).toBeTruthy()

    await user.click(within(secretDialog).getByRole('button', { name: m.api_keys_secret_close() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByText(secret)).toBeNull()
    expect(within(await keyItem('Rebalancer')).getByText(created?.apiId ?? '')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: m.api_keys_name_label() })).toHaveProperty('value', '')
  })

  it('keeps the secret dialog open on Escape and on a click outside; only its button closes it', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    await keyItem('Trading bot')
    await user.click(screen.getByRole('button', { name: m.api_keys_create_submit() }))
    const secretDialog = await dialog(m.api_keys_secret_title())

    await user.keyboard('{Escape}')
    fireEvent.pointerDown(document.body)
    expect(screen.getByRole('dialog', { name: m.api_keys_secret_title() })).toBe(secretDialog)
    expect(within(secretDialog).getByText(/^sk_mock_/)).toBeTruthy()

    await user.click(within(secretDialog).getByRole('button', { name: m.api_keys_secret_close() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('gives focus back to the Generate button when the secret dialog closes', async () => {
    const user = userEvent.setup()
    onTestFinished(emulateFocusFixup())
    await signIn(DEMO)
    renderKeysPage(network)
    await keyItem('Trading bot')
    const generate = screen.getByRole('button', { name: m.api_keys_create_submit() })
    await user.click(generate)
    const secretDialog = await dialog(m.api_keys_secret_title())
    await user.click(within(secretDialog).getByRole('button', { name: m.api_keys_secret_close() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(generate))
  })

  it('opens the delete confirmation on the safe choice and gives focus back to the Delete button', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    const deleteButton = within(await keyItem('Old script')).getByRole('button', {
      name: m.api_keys_delete({ name: 'Old script' }),
    })
    await user.click(deleteButton)
    const confirm = await dialog(m.api_keys_delete_title())
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: m.api_keys_delete_cancel() }),
    )

    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(worldKeys(DEMO_ID)).toHaveLength(2)
    await waitFor(() => expect(document.activeElement).toBe(deleteButton))
  })

  it('gives focus back to the Edit button when the edit dialog is cancelled', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    const editButton = within(await keyItem('Trading bot')).getByRole('button', {
      name: m.api_keys_edit({ name: 'Trading bot' }),
    })
    await user.click(editButton)
    const edit = await dialog(m.api_keys_edit_title())
    await user.click(within(edit).getByRole('button', { name: m.api_keys_edit_cancel() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(editButton))
  })

  it('refuses bad allow-list entries by name without a call, then saves the name and addresses', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    await user.click(
      within(await keyItem('Trading bot')).getByRole('button', {
        name: m.api_keys_edit({ name: 'Trading bot' }),
      }),
    )
    const edit = await dialog(m.api_keys_edit_title())
    const name = within(edit).getByRole('textbox', { name: m.api_keys_name_label() })
    const ips = within(edit).getByRole('textbox', { name: m.api_keys_ips_field_label() })
    await user.clear(name)
    await user.type(name, 'Market maker')
    await user.clear(ips)
    await user.type(ips, '203.0.113.9, 999.1.1.1, 2001:db8::1, nope')
    await user.click(within(edit).getByRole('button', { name: m.api_keys_edit_submit() }))

    expect(await within(edit).findByText(m.api_keys_ips_invalid({ entries: '999.1.1.1, nope' }))).toBeTruthy()
    expect(ips.getAttribute('aria-invalid')).toBe('true')
    expect(calls).not.toContain(UPDATE)

    await user.clear(ips)
    await user.type(ips, '203.0.113.9, 2001:db8::1')
    await user.click(within(edit).getByRole('button', { name: m.api_keys_edit_submit() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call === UPDATE)).toHaveLength(1)
    expect(worldKeys(DEMO_ID).find((key) => key.apiId === 'ak_DEMO0001')).toMatchObject({
      name: 'Market maker',
      whiteListIp: ['203.0.113.9', '2001:db8::1'],
      isActive: true,
    })
    expect(within(await keyItem('Market maker')).getByText('203.0.113.9, 2001:db8::1')).toBeTruthy()
  })

  it('keeps what was typed when the server refuses the save', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    await user.click(
      within(await keyItem('Old script')).getByRole('button', {
        name: m.api_keys_edit({ name: 'Old script' }),
      }),
    )
    const edit = await dialog(m.api_keys_edit_title())
    const name = within(edit).getByRole('textbox', { name: m.api_keys_name_label() })
    await user.clear(name)
    await user.type(name, 'Nightly export')
    network.world.controls.failNext('updateApiKey', 'http503')
    await user.click(within(edit).getByRole('button', { name: m.api_keys_edit_submit() }))
    expect(await within(edit).findByRole('alert')).toHaveProperty(
      'textContent',
      m.error_service_unavailable(),
    )
    expect(name).toHaveProperty('value', 'Nightly export')
  })

  it('switches a key off and on', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    const bot = await keyItem('Trading bot')
    await user.click(
      within(bot).getByRole('button', { name: m.api_keys_deactivate({ name: 'Trading bot' }) }),
    )
    expect(await within(bot).findByText(m.api_keys_state_inactive())).toBeTruthy()
    expect(worldKeys(DEMO_ID).find((key) => key.apiId === 'ak_DEMO0001')?.isActive).toBe(false)
    await user.click(within(bot).getByRole('button', { name: m.api_keys_activate({ name: 'Trading bot' }) }))
    expect(await within(bot).findByText(m.api_keys_state_active())).toBeTruthy()
    expect(worldKeys(DEMO_ID).find((key) => key.apiId === 'ak_DEMO0001')).toMatchObject({
      isActive: true,
      whiteListIp: ['203.0.113.7'],
    })
  })

  it('deletes a key after the confirmation and says so; a failed delete says main_error', async () => {
    const user = userEvent.setup()
    await signIn(DEMO)
    renderKeysPage(network)
    const openDelete = async (name: string) => {
      await user.click(within(await keyItem(name)).getByRole('button', { name: m.api_keys_delete({ name }) }))
      return dialog(m.api_keys_delete_title())
    }

    let confirm = await openDelete('Old script')
    await user.click(within(confirm).getByRole('button', { name: m.api_keys_delete_cancel() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(worldKeys(DEMO_ID)).toHaveLength(2)

    network.world.controls.failNext('deleteApiKey', 'http500')
    confirm = await openDelete('Old script')
    await user.click(within(confirm).getByRole('button', { name: m.api_keys_delete_confirm() }))
    expect(await screen.findByText(m.error_main())).toBeTruthy()
    expect(getNotifications().at(-1)).toMatchObject({ type: 'error', durationMs: TOAST_DURATION_MS })
    expect(worldKeys(DEMO_ID)).toHaveLength(2)

    confirm = await openDelete('Old script')
    await user.click(within(confirm).getByRole('button', { name: m.api_keys_delete_confirm() }))
    expect(await screen.findByText(m.key_page_delete_key_success())).toBeTruthy()
    expect(getNotifications().at(-1)).toMatchObject({ type: 'success', durationMs: TOAST_DURATION_MS })
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Old script' })).toBeNull())
    expect(worldKeys(DEMO_ID).map((key) => key.name)).toEqual(['Trading bot'])
  })
})
