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
})
