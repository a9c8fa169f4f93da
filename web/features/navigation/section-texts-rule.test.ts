import { afterEach, describe, expect, it, vi } from 'vitest'
import { sectionTextsQueryOptions } from '@/lib/i18n/section-texts'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { loadSectionTexts, sectionsOf } from './section-texts-rule'
import { navigationTo } from './test-support'

const network = setupSdkTestNetwork()

afterEach(() => vi.restoreAllMocks())

describe('rule 7: blog, docs and roadmap translations', () => {
  it('loads the section translations a route declares, before it opens', async () => {
    const args = navigationTo('/roadmap', [{ contentSection: 'roadmap', seoPage: 'roadmap' }])
    await loadSectionTexts(args)
    const cached = args.context.queryClient.getQueryData(sectionTextsQueryOptions('roadmap').queryKey)
    expect(cached?.data.roadmap_title).toBe('Roadmap')
  })

  it('asks for each section once, and for none on other routes', () => {
    expect(
      sectionsOf([{ staticData: { contentSection: 'blog' } }, { staticData: { contentSection: 'blog' } }]),
    ).toEqual(['blog'])
    expect(sectionsOf([{ staticData: { seoPage: 'home' } }])).toEqual([])
  })

  it('caches them for 24 hours', () => {
    expect(sectionTextsQueryOptions('docs').staleTime).toBe(24 * 60 * 60 * 1000)
  })

  it('keeps the default texts and warns when the load fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    network.world.controls.failNext('getBlogTranslations', 'http500')
    await expect(
      loadSectionTexts(navigationTo('/docs', [{ contentSection: 'docs' }])),
    ).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('docs'), expect.anything())
  })
})
