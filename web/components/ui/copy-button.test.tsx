import { cleanup, render, screen } from '@testing-library/react'
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
})

/** userEvent installs its own clipboard; this one answers as the browser would. */
function clipboard(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup()
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
})
