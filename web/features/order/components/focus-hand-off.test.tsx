import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusHandOff } from './focus-hand-off'

afterEach(cleanup)

function Page() {
  const [shown, setShown] = useState(true)
  const handOff = useFocusHandOff<HTMLDivElement>(() => document.getElementById('status'))
  return (
    <>
      <section id="status" tabIndex={-1} aria-label="status" />
      {shown && (
        <div ref={handOff}>
          <button type="button" onClick={() => setShown(false)}>
            decide
          </button>
        </div>
      )}
      <button type="button" onClick={() => setShown(false)}>
        outside
      </button>
    </>
  )
}

describe('useFocusHandOff', () => {
  it('moves focus to the next place when the part goes with focus inside it', () => {
    render(<Page />)
    const decide = screen.getByRole('button', { name: 'decide' })
    decide.focus()
    fireEvent.click(decide)
    expect(screen.queryByRole('button', { name: 'decide' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'status' }))
  })

  it('leaves focus alone when it was elsewhere', () => {
    render(<Page />)
    const outside = screen.getByRole('button', { name: 'outside' })
    outside.focus()
    fireEvent.click(outside)
    expect(document.activeElement).toBe(outside)
  })

  it('moves focus on when the browser dropped it to <body> from a control disabled while its action ran', () => {
    render(<Page />)
    const decide = screen.getByRole('button', { name: 'decide' }) as HTMLButtonElement
    decide.focus()
    // What Chromium does when the focused button turns disabled (a pending request): focus falls to <body>.
    decide.disabled = true
    decide.blur()
    decide.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
    fireEvent.click(screen.getByRole('button', { name: 'outside' }))
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'status' }))
  })
})
