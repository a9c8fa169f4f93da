import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { getPrimaryAction, usePrimaryFormAction } from './primary-action'

function Form({
  label,
  onSubmit,
  disabled = false,
}: {
  label: string | null
  onSubmit: () => void
  disabled?: boolean
}) {
  const form = useRef<HTMLFormElement>(null)
  usePrimaryFormAction(form, label)
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <button type="submit" disabled={disabled}>
        Go
      </button>
    </form>
  )
}

describe("a page's primary action", () => {
  it("is the form's submit while the form is mounted, through its own submit button", () => {
    const onSubmit = vi.fn()
    const view = render(<Form label="Exchange" onSubmit={onSubmit} />)
    expect(getPrimaryAction()?.label).toBe('Exchange')
    act(() => getPrimaryAction()?.run())
    expect(onSubmit).toHaveBeenCalledTimes(1)
    view.unmount()
    expect(getPrimaryAction()).toBeNull()
  })

  it('does nothing while the submit button is disabled, and a form without a label registers none', () => {
    const onSubmit = vi.fn()
    const view = render(<Form label="Exchange" onSubmit={onSubmit} disabled />)
    act(() => getPrimaryAction()?.run())
    expect(onSubmit).not.toHaveBeenCalled()
    view.rerender(<Form label={null} onSubmit={onSubmit} />)
    expect(getPrimaryAction()).toBeNull()
  })
})
