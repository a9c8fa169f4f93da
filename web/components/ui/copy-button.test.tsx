import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './copy-button'
import hidden from './visually-hidden.module.css'

const LABELS = {
  label: 'Copy',
  copiedLabel: 'Copied',
  failedLabel: 'Copy failed: select it and copy it by hand.',
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

// userEvent installs its own clipboard; this one answers as the browser would.
function clipboard(
  writeText: (text: string) => Promise<void>,
  options?: Parameters<typeof userEvent.setup>[0],
) {
  const user = userEvent.setup(options)
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText)
  return user
}

describe('CopyButton', () => {
  it('says copied on the button once the value is on the clipboard', async () => {
    const writeText = vi.fn(async () => {})
    const user = clipboard(writeText)
    render(<CopyButton value="ak_SECRET" {...LABELS} />)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith('ak_SECRET')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(screen.queryByText(LABELS.failedLabel)).toBeNull()
  })

  it('shows the failure beside the button, not only to a screen reader, when the browser refuses', async () => {
    const user = clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    render(<CopyButton value="ak_SECRET" {...LABELS} />)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    const failure = await screen.findByText(LABELS.failedLabel)
    expect(failure.closest(`.${hidden.root}`)).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(LABELS.failedLabel)
  })

  it('keeps a long label as its name while the button shows a short text', async () => {
    const user = clipboard(async () => {})
    const text = { idle: 'Copy', copied: 'Done' }
    render(<CopyButton value="addr" {...LABELS} label="Copy the deposit address" text={text} />)
    const button = screen.getByRole('button', { name: 'Copy the deposit address' })
    expect(button.textContent).toBe('Copy')
    await user.click(button)
    expect(screen.getByRole('button', { name: 'Copy the deposit address' }).textContent).toBe('Done')
    expect(screen.getByRole('status').textContent).toBe('Copied')
  })

  it('offers copying again a few seconds after a copy', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = clipboard(async () => {}, { advanceTimers: vi.advanceTimersByTime })
    render(<CopyButton value="ak_SECRET" {...LABELS} />)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(5_000))
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
