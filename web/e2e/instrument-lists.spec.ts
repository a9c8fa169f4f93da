import { openPicker, priced } from './support/exchange-form'
import { localePath, testLocale } from './support/locale'
import { expect, type Page, test } from './support/test'

// The exchange form's instruments (docs/product.md "Instruments and pairs"): the crypto providers' list and the
// card provider's, each asked with its `providers`, offered together in the pickers.

/** The query of every instrument list the page asks for. */
function instrumentListQueries(page: Page): string[] {
  const queries: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/v2/instruments/public') queries.push(url.search)
  })
  return queries
}

test('the form asks the crypto providers’ instruments and the card provider’s, and offers both', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const queries = instrumentListQueries(page)
  // A pair that is not pre-rendered: the browser loads the lists itself. (A pre-rendered page carries them from the
  // build, fresh for INSTRUMENTS_STALE_MS after it: there it would ask for them or not by the build's age.)
  await page.goto(localePath(locale, '/exchange-btc-ltc?amount=0.01'))
  await priced(page, locale)
  expect(queries).toEqual(expect.arrayContaining(['?providers=lp-alpha%2Clp-beta', '?providers=mercuryo']))
  expect(queries.filter((query) => !query.includes('providers='))).toEqual([])

  // The US dollar is only in the card provider's list, Bitcoin only in the crypto one: the picker offers both.
  const search = await openPicker(page, locale, 'send')
  await search.fill('US Dollar')
  await expect(page.getByRole('option', { name: /US Dollar/ })).toBeVisible()
  await search.fill('Bitcoin')
  await expect(page.getByRole('option', { name: /Bitcoin/ }).first()).toBeVisible()
})
