import { describe, expect, it, vi } from 'vitest'
import { holdEarlyClicks } from './early-clicks'

function page() {
  document.body.innerHTML =
    '<div id="app"><form><button type="submit">Go</button></form><button type="button">Sign in</button><a href="#x">Docs</a></div>'
  const app = document.getElementById('app') as HTMLElement
  const button = (name: string) =>
    [...app.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
  return { app, button, link: app.querySelector('a') as HTMLAnchorElement }
}

describe('holdEarlyClicks', () => {
  it('holds a click on a button until the app replays it, its default action (a submit) prevented', () => {
    const { app, button } = page()
    const early = holdEarlyClicks(app)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    app.querySelector('form')?.addEventListener('submit', submitted)
    button('Go').click()
    expect(submitted).not.toHaveBeenCalled()

    const clicked = vi.fn()
    button('Go').addEventListener('click', clicked)
    early.replay()
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(submitted).toHaveBeenCalledTimes(1)
  })

  it('replays only the last click, once, and none once dropped', () => {
    const { app, button } = page()
    const early = holdEarlyClicks(app)
    button('Go').click()
    button('Sign in').click()
    const signIn = vi.fn()
    const go = vi.fn()
    button('Sign in').addEventListener('click', signIn)
    button('Go').addEventListener('click', go)
    early.replay()
    early.replay()
    expect(signIn).toHaveBeenCalledTimes(1)
    expect(go).not.toHaveBeenCalled()

    const again = holdEarlyClicks(app)
    button('Sign in').click()
    again.drop()
    expect(signIn).toHaveBeenCalledTimes(2)
  })

  it('leaves links alone: they work without the app', () => {
    const { app, link } = page()
    holdEarlyClicks(app)
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })

  it('holds a checkbox or radio button (or its label) unchanged until the replay ticks it', () => {
    const { app } = page()
    app.insertAdjacentHTML(
      'beforeend',
      '<label><input type="checkbox" name="terms" /> I agree</label><input type="radio" name="mode" value="fixed" /><label for="name">Name</label><input id="name" />',
    )
    const terms = app.querySelector<HTMLInputElement>('input[name="terms"]') as HTMLInputElement
    const fixed = app.querySelector<HTMLInputElement>('input[name="mode"]') as HTMLInputElement
    const early = holdEarlyClicks(app)
    terms.closest('label')?.click()
    expect(terms.checked).toBe(false)
    fixed.click()
    expect(fixed.checked).toBe(false)
    early.replay()
    // Only the last click is given back.
    expect(fixed.checked).toBe(true)
    expect(terms.checked).toBe(false)

    const again = holdEarlyClicks(app)
    terms.closest('label')?.click()
    again.replay()
    expect(terms.checked).toBe(true)

    // A label of a text field is not held: it only moves the focus.
    const third = holdEarlyClicks(app)
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    app.querySelector('label[for="name"]')?.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    third.drop()
  })

  it('keeps a drop-down list from opening or changing by key until the app has started, Tab aside', () => {
    const { app } = page()
    app.insertAdjacentHTML('beforeend', '<select><option>a</option><option>b</option></select>')
    const select = app.querySelector('select') as HTMLSelectElement
    const early = holdEarlyClicks(app)
    const press = (type: string, init: KeyboardEventInit = {}) => {
      const event =
        type === 'mousedown'
          ? new MouseEvent(type, { bubbles: true, cancelable: true })
          : new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init })
      select.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(press('mousedown')).toBe(true)
    expect(press('keydown', { key: 'ArrowDown' })).toBe(true)
    expect(press('keydown', { key: 'Tab' })).toBe(false)
    early.replay()
    expect(press('mousedown')).toBe(false)
    expect(press('keydown', { key: 'ArrowDown' })).toBe(false)
  })
})
