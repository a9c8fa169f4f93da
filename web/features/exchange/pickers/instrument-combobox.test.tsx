import { listInstrumentsV2 } from '@sdk/gen/api/sdk.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { InstrumentCombobox } from './instrument-combobox'

setupSdkTestNetwork()
afterEach(cleanup)

let instruments: Instrument[] = []
const bySlug = (slug: string) => instruments.find((instrument) => instrument.slug === slug) as Instrument
// The SDK is pointed at the mock network before each test. Forty instruments (and XRP) keep the keystrokes quick.
beforeEach(async () => {
  if (instruments.length > 0) return
  const { data } = await listInstrumentsV2({ throwOnError: true })
  instruments = data.filter((instrument, position) => position < 40 || instrument.slug === 'xrp')
})

/** The receive side's list with ETH chosen and BTC on the send side. */
function renderCombobox(initialQuery?: string) {
  const onChoose = vi.fn()
  const view = render(
    <InstrumentCombobox
      title="Choose the currency to receive"
      otherHint="Already chosen to send"
      instruments={instruments}
      value={bySlug('eth')}
      other={bySlug('btc')}
      onChoose={onChoose}
      initialQuery={initialQuery}
    />,
  )
  const search = screen.getByRole('combobox', { name: 'Search by coin, ticker or network' })
  const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')
  const position = () => screen.getAllByRole('option').indexOf(active() as HTMLElement)
  return { onChoose, search, active, position, view }
}

describe('InstrumentCombobox', { timeout: 15_000 }, () => {
  it('starts from, and follows, the keys typed on the picker button before the search had focus', () => {
    const { search, view } = renderCombobox('xr')
    expect(search).toHaveProperty('value', 'xr')
    view.rerender(
      <InstrumentCombobox
        title="Choose the currency to receive"
        otherHint="Already chosen to send"
        instruments={instruments}
        value={bySlug('eth')}
        other={bySlug('btc')}
        onChoose={vi.fn()}
        initialQuery="xrp"
      />,
    )
    expect(search).toHaveProperty('value', 'xrp')
    expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/XRP/)
  })

  it('keeps every key of a fast typist: each takes effect in its own event, before the next one comes', async () => {
    const { search, active, position } = renderCombobox()
    // Keys as a browser delivers them, one event each, with nothing between two of them: no act(), which would run
    // React's effects (where downshift reports its changes) before the next key.
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = reactAct.IS_REACT_ACT_ENVIRONMENT
    reactAct.IS_REACT_ACT_ENVIRONMENT = false
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
    try {
      for (const key of ['Home', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
        search.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
      }
      await settle()
      expect(position()).toBe(3)
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      for (const key of 'xrp') {
        setValue?.call(search, (search as HTMLInputElement).value + key)
        search.dispatchEvent(new Event('input', { bubbles: true }))
      }
      await settle()
      expect(search).toHaveProperty('value', 'xrp')
      expect(active()?.textContent).toMatch(/^XRP/)
    } finally {
      reactAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })

  it('starts on the current value, in focus, and moves by arrow, page and Home/End keys', async () => {
    const user = userEvent.setup()
    const { search, active, position } = renderCombobox()
    expect(document.activeElement).toBe(search)
    expect(screen.getByRole('listbox', { name: 'Choose the currency to receive' })).toBeTruthy()
    expect(active()?.hasAttribute('data-current')).toBe(true)
    expect(position()).toBe(instruments.indexOf(bySlug('eth')))
    expect(position()).toBeGreaterThan(0)
    await user.keyboard('{Home}')
    expect(position()).toBe(0)
    await user.keyboard('{ArrowDown}{PageDown}')
    expect(position()).toBe(11)
    await user.keyboard('{ArrowUp}')
    expect(position()).toBe(10)
    await user.keyboard('{End}')
    expect(position()).toBe(instruments.length - 1)
    expect(screen.getByRole('status').textContent).toBe(`Currencies found: ${instruments.length}`)
  })

  it('highlights the best match as one types, refuses the other side and chooses with Enter', async () => {
    const user = userEvent.setup()
    const { onChoose, search, active } = renderCombobox()
    await user.type(search, 'btc')
    expect(active()?.getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{Enter}')
    expect(onChoose).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('Choose two different currencies.')
    // The refused option keeps its place and the query stays.
    expect(active()?.getAttribute('aria-disabled')).toBe('true')
    expect(search).toHaveProperty('value', 'btc')
    await user.clear(search)
    await user.type(search, 'xrp')
    await user.keyboard('{Enter}')
    expect(onChoose).toHaveBeenCalledWith(bySlug('xrp'))
  })

  it('chooses the current value again, by click, and does nothing on Enter without results', async () => {
    const user = userEvent.setup()
    const { onChoose, search, active } = renderCombobox()
    await user.click(active() as HTMLElement)
    expect(onChoose).toHaveBeenLastCalledWith(bySlug('eth'))
    await user.type(search, 'nothing-like-this')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(search.getAttribute('aria-activedescendant') || null).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Nothing found. Try another coin, ticker or network.')
    await user.keyboard('{Enter}')
    expect(onChoose).toHaveBeenCalledTimes(1)
  })
})
