import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button'

afterEach(cleanup)

describe('Button', () => {
  it('while loading, keeps focus and ignores presses (a disabled button would drop focus to <body>)', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Accept</Button>)
    const button = screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement
    button.focus()
    rerender(
      <Button loading onClick={onClick}>
        Accept
      </Button>,
    )
    expect(button.disabled).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('aria-disabled: focusable, a press does nothing, not even submit its form', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" aria-disabled onClick={onClick}>
          Older
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Older' }))
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('otherwise passes the press on', () => {
    const onClick = vi.fn()
    render(
      <Button aria-disabled={false} onClick={onClick}>
        Newer
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
