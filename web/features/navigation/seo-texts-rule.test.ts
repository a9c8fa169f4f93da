import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cachedSeoOverrides } from '@/lib/head/seo-texts'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { loadSeoTexts, SeoKeysError, seoPageOf } from './seo-texts-rule'
import { navigationTo } from './test-support'

const network = setupSdkTestNetwork()

/** The dictionary service answers without any texts for the page (a page nobody has written texts for yet). */
const answerNoTexts = () =>
  network.server.use(
    http.post(`${network.baseUrls.dictionary}/dict/seo`, () => HttpResponse.json({ data: {} })),
  )

afterEach(() => {
  vi.restoreAllMocks()
  network.server.resetHandlers()
  network.server.events.removeAllListeners()
})

describe('rule 5: page SEO texts', () => {
  it('loads the texts of the page the deepest route names, for its head to show', async () => {
    const args = navigationTo('/popular-exchanges', [{ seoPage: 'popular-exchanges' }])
    await loadSeoTexts(args)
    expect(cachedSeoOverrides(args.context.queryClient, 'popular-exchanges')).toMatchObject({
      title: 'Popular exchanges',
      description: 'The pairs people swap most.',
      markup: { '@type': 'WebPage', name: 'Popular exchanges' },
    })
  })

  it('takes the page of the deepest route that names one', () => {
    expect(seoPageOf([{ staticData: {} }, { staticData: { seoPage: 'blog' } }, { staticData: {} }])).toBe(
      'blog',
    )
    expect(seoPageOf([{ staticData: {} }])).toBeUndefined()
  })

  it('loads nothing in the messenger layer', async () => {
    const requests: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      requests.push(request.url)
    })
    const args = navigationTo('/', [{ seoPage: 'home' }])
    args.context.session.setMessengerLayer(true)
    await loadSeoTexts(args)
    expect(requests).toEqual([])
    expect(cachedSeoOverrides(args.context.queryClient, 'home')).toEqual({})
  })

  it('keeps the default texts and warns when the service fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    network.world.controls.failNext('getSeoTexts', 'http503')
    const args = navigationTo('/', [{ seoPage: 'home' }])
    await expect(loadSeoTexts(args)).resolves.toBeUndefined()
    expect(cachedSeoOverrides(args.context.queryClient, 'home')).toEqual({})
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"home"'), expect.anything())
  })

  it('with the check flag on, fails with 500 for a page without SEO keys', async () => {
    answerNoTexts()
    const args = navigationTo('/wallet', [{ seoPage: 'wallet' }])
    const error = await loadSeoTexts(args, { checkKeys: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SeoKeysError)
    expect((error as SeoKeysError).status).toBe(500)
    network.server.resetHandlers()
    await expect(
      loadSeoTexts(navigationTo('/', [{ seoPage: 'home' }]), { checkKeys: true }),
    ).resolves.toBeUndefined()
  })

  it('with the markup check on, fails with 500 for a page without its markup key', async () => {
    answerNoTexts()
    const error = await loadSeoTexts(navigationTo('/wallet', [{ seoPage: 'wallet' }]), {
      checkMarkup: true,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SeoKeysError)
    expect((error as SeoKeysError).message).toContain('seo_wallet_markup is missing')
  })

  it('with the check flag off (the default), a page without SEO keys keeps its defaults', async () => {
    answerNoTexts()
    await expect(loadSeoTexts(navigationTo('/wallet', [{ seoPage: 'wallet' }]))).resolves.toBeUndefined()
  })
})
