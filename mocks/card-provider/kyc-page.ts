// The mock card provider's KYC page: what the KYC modal embeds in place of the provider's web SDK when the app
// runs on the browser mocks (web/features/exchange/fiat/kyc-provider-form.tsx). One surname field and a send
// button; sending it tells the world (POST …/kyc/websdk/submit), and the app's kyc-status poll sees the decision.
// The surname 'Reject' rejects (mocks/world/card-provider.ts, mocks/README.md "Error triggers", cardKycFail).

/** The mock card provider's host (also the checkout of mocks/world/orders.ts PROVIDER_CHECKOUT_URL). */
export const MOCK_CARD_PROVIDER_ORIGIN = 'https://pay.mock-card-provider.test'
export const KYC_PAGE_PATH = '/kyc/websdk'
export const KYC_SUBMIT_PATH = '/kyc/websdk/submit'

export const KYC_PAGE_TEXT = {
  en: {
    title: 'Identity check',
    applicant: 'Applicant',
    lastName: 'Surname on the document',
    send: 'Send documents',
    sent: 'Documents sent. The check is under way.',
    failed: 'The documents could not be sent. Try again.',
  },
  ru: {
    title: 'Проверка личности',
    applicant: 'Заявитель',
    lastName: 'Фамилия в документе',
    send: 'Отправить документы',
    sent: 'Документы отправлены. Идёт проверка.',
    failed: 'Не удалось отправить документы. Попробуйте ещё раз.',
  },
} as const

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The page for one KYC access token, in the app's language ('ru' or anything else for English). */
export function kycPageHtml({
  accessToken,
  applicantId,
  lang,
}: {
  accessToken: string
  applicantId: string
  lang: string
}) {
  const t = lang === 'ru' ? KYC_PAGE_TEXT.ru : KYC_PAGE_TEXT.en
  const submitUrl = `${MOCK_CARD_PROVIDER_ORIGIN}${KYC_SUBMIT_PATH}`
  return `<!doctype html>
<html lang="${lang === 'ru' ? 'ru' : 'en'}">
<head><meta charset="utf-8"><title>${t.title}</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; padding: 12px; color: #1b1f24; background: #fff }
  form { display: grid; gap: 8px } input, button { font: inherit; padding: 8px; border-radius: 6px }
  input { border: 1px solid #8a94a3 } button { border: 0; background: #1f5fd1; color: #fff; cursor: pointer }
  p { margin: 0 0 8px } h1 { font-size: 17px; margin: 0 0 8px } code { overflow-wrap: anywhere }
</style></head>
<body>
<h1>${t.title}</h1>
<p>${t.applicant}: <code>${escapeHtml(applicantId)}</code></p>
<form id="kyc">
  <label for="lastName">${t.lastName}</label>
  <input id="lastName" name="lastName" autocomplete="family-name" required>
  <button type="submit">${t.send}</button>
  <p role="status" id="status"></p>
</form>
<script>
  const form = document.getElementById('kyc')
  const status = document.getElementById('status')
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const button = form.querySelector('button')
    button.disabled = true
    try {
      const answer = await fetch(${JSON.stringify(submitUrl)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accessToken: ${JSON.stringify(accessToken)}, lastName: form.lastName.value }),
      })
      if (!answer.ok) throw new Error(String(answer.status))
      status.textContent = ${JSON.stringify(t.sent)}
    } catch {
      status.textContent = ${JSON.stringify(t.failed)}
      button.disabled = false
    }
  })
</script>
</body></html>`
}
