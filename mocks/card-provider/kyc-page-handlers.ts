// The mock card provider's host, beside the contract's handlers (it is the provider's site, not our API): the KYC
// page the app embeds on the browser mocks, and the page's send. Registered by mocks/browser.ts and mocks/node.ts.
import { type HttpHandler, HttpResponse, http } from 'msw'
import type { World } from '../world/world'
import { KYC_PAGE_PATH, KYC_SUBMIT_PATH, kycPageHtml, MOCK_CARD_PROVIDER_ORIGIN } from './kyc-page'

export function cardProviderPageHandlers(world: World): HttpHandler[] {
  return [
    http.get(`${MOCK_CARD_PROVIDER_ORIGIN}${KYC_PAGE_PATH}`, ({ request }) => {
      const url = new URL(request.url)
      const accessToken = url.searchParams.get('accessToken') ?? ''
      const applicantId = world.cardProvider.applicantFor(accessToken)
      if (!applicantId) return new HttpResponse('Unknown access token', { status: 401 })
      const lang = url.searchParams.get('lang') ?? 'en'
      return HttpResponse.html(kycPageHtml({ accessToken, applicantId, lang }))
    }),
    http.post(`${MOCK_CARD_PROVIDER_ORIGIN}${KYC_SUBMIT_PATH}`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as {
        accessToken?: unknown
        lastName?: unknown
      } | null
      const accessToken = typeof body?.accessToken === 'string' ? body.accessToken : ''
      const lastName = typeof body?.lastName === 'string' ? body.lastName : ''
      if (!lastName.trim()) return HttpResponse.json({ error: 'lastName is required' }, { status: 400 })
      if (!world.cardProvider.submitKycForm(accessToken, lastName)) {
        return HttpResponse.json({ error: 'Unknown access token' }, { status: 401 })
      }
      return HttpResponse.json({ ok: true })
    }),
  ]
}
