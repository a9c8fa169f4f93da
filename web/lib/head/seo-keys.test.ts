import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/locale'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { SEO_PAGES } from './route-static-data'
import { markupKeyProblems, seoKeyProblems, seoTextsQueryOptions } from './seo-texts'

setupSdkTestNetwork()

// Spec docs/product.md §8 at test time: every page's SEO texts, as the dictionary service (here the mocks, the content the build
// and the journeys use) answers them, in every locale, pass both checks the app runs with its flags on: title and
// description present, markup present and valid JSON. A page added without its texts fails here, not in production.
describe('SEO texts of every page', () => {
  for (const locale of locales) {
    for (const page of SEO_PAGES) {
      it(`${page} (${locale}) has its title, description and valid JSON markup`, async () => {
        const queryClient = new QueryClient()
        const { data } = await queryClient.fetchQuery(seoTextsQueryOptions(page, locale))
        expect([...seoKeyProblems(page, data), ...markupKeyProblems(page, data)]).toEqual([])
      })
    }
  }
})
