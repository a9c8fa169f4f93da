import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { setLocale } from '@/paraglide/runtime.js'
import { KycDialog } from './kyc-dialog'

// The mock provider's page in the frame (as on `npm run dev`); its document never arrives here.
vi.mock('./kyc-form-source', () => ({ mockKycPageUrl: 'https://pay.mock-card-provider.test/kyc/websdk' }))
vi.stubGlobal('fetch', () => new Promise(() => {}))
afterEach(() => setLocale('en', { reload: false }))

const formStep = {
  kind: 'identity-check',
  kycAccessToken: '_act-sbx-1',
  applicantId: 'a1',
  bearerToken: 'mrc_1',
} as const

it('opens with the provider form in place (a reload) with focus on Cancel, so Escape pauses the check', async () => {
  const onCancel = vi.fn()
  render(<KycDialog step={formStep} onCancel={onCancel} />)
  const dialog = await screen.findByRole('dialog', { name: 'Identity check for card payments' })
  expect(dialog.querySelector('iframe')).not.toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))

  await userEvent.keyboard('{Escape}')
  expect(onCancel).toHaveBeenCalledOnce()
})

/** What a screen reader reads as the dialog's description. */
const description = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent

it('says in Russian that the window moves on by itself, and whose identity the provider confirms', async () => {
  setLocale('ru', { reload: false })
  const { rerender } = render(
    <KycDialog step={{ kind: 'confirm-email', email: 'new@example.com' }} onCancel={() => {}} />,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Проверка личности для оплаты картой' })
  expect(description(dialog)).toBe(
    'Платёжный провайдер отправил письмо на new@example.com. Откройте его и подтвердите адрес — это окно само перейдёт к следующему шагу.',
  )
  rerender(<KycDialog step={formStep} onCancel={() => {}} />)
  expect(description(dialog)).toBe(
    'Пройдите проверку личности в форме платёжного провайдера. Заявка будет создана, как только провайдер подтвердит вашу личность.',
  )
})
