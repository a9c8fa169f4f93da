import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { writeConsent } from './consent-choice'
import { TagManagerConsent } from './tag-manager-consent'

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.head.querySelector('script[data-tag-manager]')?.remove()
  window.dataLayer = []
})

const loader = () => document.head.querySelector<HTMLScriptElement>('script[data-tag-manager]')
const question = () => screen.queryByRole('region', { name: m.tracking_consent_title() })

async function open() {
  await act(async () => {
    render(<TagManagerConsent containerId="GTM-ABC123" />)
  })
}

describe('the tag manager’s consent question', () => {
  it('asks a first-time visitor and loads nothing until they answer', async () => {
    await open()
    expect(question()).not.toBeNull()
    expect(screen.getByRole('button', { name: m.tracking_consent_accept() })).toBeTruthy()
    expect(loader()).toBeNull()
  })

  it('accepting loads the container and keeps the answer: the next visit is not asked', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(screen.getByRole('button', { name: m.tracking_consent_accept() }))
    expect(question()).toBeNull()
    expect(loader()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123')

    cleanup()
    loader()?.remove()
    await open()
    expect(question()).toBeNull()
    expect(loader()).not.toBeNull()
  })

  it('declining loads nothing, now or on the next visit', async () => {
    const user = userEvent.setup()
    await open()
    await user.click(screen.getByRole('button', { name: m.tracking_consent_decline() }))
    expect(question()).toBeNull()
    cleanup()
    await open()
    expect(question()).toBeNull()
    expect(loader()).toBeNull()
  })

  it('an earlier acceptance loads the container at once, without asking', async () => {
    writeConsent(localStorage, 'granted')
    await open()
    expect(question()).toBeNull()
    expect(loader()).not.toBeNull()
  })
})
