// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Checkbox } from './checkbox'
import { TextField } from './text-field'

afterEach(cleanup)

describe('TextField', () => {
  it('labels the input and links hint and error', () => {
    render(<TextField label="Address" hint="Your wallet address" error="Wrong address" />)
    const input = screen.getByRole('textbox', { name: 'Address' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent)
    expect(texts).toEqual(['Your wallet address', 'Wrong address'])
  })

  it('is valid without an error', () => {
    render(<TextField label="E-mail" />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})

describe('Checkbox', () => {
  it('is labelled and reports an error', () => {
    render(<Checkbox label="I accept the terms" error="Please accept the terms" />)
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const errorId = box.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(errorId)?.textContent).toBe('Please accept the terms')
  })
})

/**
 * What a screen reader hears from the page's live regions: the whole text of a region (they are atomic) each time
 * something is put into it while it is live.
 */
function listenToLiveRegions(): string[] {
  const heard: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList' && record.addedNodes.length === 0) continue
      const target = record.target instanceof Element ? record.target : record.target.parentElement
      const region = target?.closest('[aria-live]')
      if (region && region.getAttribute('aria-live') !== 'off' && region.textContent)
        heard.push(region.textContent)
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  afterEachStop.push(() => observer.disconnect())
  return heard
}
const afterEachStop: (() => void)[] = []
afterEach(() => {
  for (const stop of afterEachStop.splice(0)) stop()
})

/** The text the input's aria-describedby points at. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

/** An e-mail field that checks what is typed as it is typed, and a field whose error is set from outside. */
function Fields({ control }: { control: { setError?: (error: string | undefined) => void } }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  control.setError = setError
  return (
    <>
      <TextField
        label="E-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={email && !/^\S+@\S+\.\S+$/.test(email) ? 'Enter a valid e-mail' : undefined}
      />
      <TextField label="Address" error={error} />
    </>
  )
}

/** Long enough for a frame to be drawn (the field's region turns live a frame after focus). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('TextField errors for a screen reader', () => {
  it('says an error that appears while the user is in the field, once, however much they type', async () => {
    const user = userEvent.setup()
    const heard = listenToLiveRegions()
    render(<Fields control={{}} />)
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await user.click(email)
    await tick()
    await user.type(email, 'demo')
    await waitFor(() => expect(heard).toEqual(['Enter a valid e-mail']))
    await user.type(email, '@example')
    await tick()
    expect(heard).toEqual(['Enter a valid e-mail'])
    expect(description(email)).toBe('Enter a valid e-mail')
    // Fixed, then wrong again on the same visit: the user has heard it (as a field that hides its error while it
    // recomputes brings the same one back).
    await user.type(email, '.com')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
    await user.type(email, '{Backspace}{Backspace}{Backspace}{Backspace}')
    await tick()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(heard).toEqual(['Enter a valid e-mail'])
    // On another visit it is news again.
    await user.type(email, '.com')
    await user.tab()
    await user.tab({ shift: true })
    await tick()
    await user.type(email, '{Backspace}{Backspace}{Backspace}{Backspace}')
    await waitFor(() => expect(heard).toEqual(['Enter a valid e-mail', 'Enter a valid e-mail']))
  })

  it('says an error the server gives while the user is in the field', async () => {
    const user = userEvent.setup()
    const heard = listenToLiveRegions()
    const control: { setError?: (error: string | undefined) => void } = {}
    render(<Fields control={control} />)
    await user.click(screen.getByRole('textbox', { name: 'Address' }))
    await tick()
    act(() => control.setError?.('Enter an address'))
    await waitFor(() => expect(heard).toEqual(['Enter an address']))
    act(() => control.setError?.('This address is not valid'))
    await waitFor(() => expect(heard).toEqual(['Enter an address', 'This address is not valid']))
  })

  it('says nothing of an error on a field the user is not in; it is read with the field when they come to it', async () => {
    const user = userEvent.setup()
    const heard = listenToLiveRegions()
    const control: { setError?: (error: string | undefined) => void } = {}
    render(<Fields control={control} />)
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }))
    act(() => control.setError?.('This address is not valid'))
    const address = screen.getByRole('textbox', { name: 'Address' })
    await user.click(address)
    await tick()
    expect(heard).toEqual([])
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(description(address)).toBe('This address is not valid')
  })

  it('does not say again an error that came with the focus (a refused submit focusing it): it is the description', async () => {
    const heard = listenToLiveRegions()
    const control: { setError?: (error: string | undefined) => void } = {}
    render(<Fields control={control} />)
    const address = screen.getByRole('textbox', { name: 'Address' })
    act(() => {
      address.focus()
      control.setError?.('Enter an address')
    })
    await tick()
    expect(document.activeElement).toBe(address)
    expect(heard).toEqual([])
    expect(description(address)).toBe('Enter an address')
  })
})
