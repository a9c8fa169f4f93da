import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { haltOnConfigProblem } from './config-problem'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  setLocale('en', { reload: false })
  vi.restoreAllMocks()
})

async function halt(problem: Parameters<typeof haltOnConfigProblem>[0]) {
  const container = document.body.appendChild(document.createElement('div'))
  let settled = false
  await act(async () => {
    void haltOnConfigProblem(problem, container).then(() => {
      settled = true
    })
  })
  return () => settled
}

describe('the start-up gate', () => {
  it('lets the app start when the configuration is fine', async () => {
    const settled = await halt(null)
    expect(settled()).toBe(true)
    expect(document.body.textContent).toBe('')
  })

  it('shows why a production page cannot start, and starts nothing else', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const settled = await halt({ kind: 'missing' })
    expect(await screen.findByRole('heading', { level: 1, name: m.app_config_error_title() })).toBeTruthy()
    expect(screen.getByText(m.app_config_error_missing())).toBeTruthy()
    expect(screen.getByRole('button', { name: m.app_config_error_retry() })).toBeTruthy()
    expect(settled()).toBe(false)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('npm run start'))
  })

  it('names the wrong settings, in Russian too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setLocale('ru', { reload: false })
    await halt({ kind: 'invalid', settings: ['apiBaseUrl', 'colour'], details: ['apiBaseUrl: bad'] })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Сайт не может запуститься')
    expect(screen.getByText(m.app_config_error_invalid())).toBeTruthy()
    expect(screen.getByText('apiBaseUrl, colour')).toBeTruthy()
  })
})
