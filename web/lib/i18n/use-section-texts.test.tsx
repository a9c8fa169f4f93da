import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { useSectionTexts } from './use-section-texts'

const network = setupSdkTestNetwork()

/** The query client of the current test. */
let queryClient = new QueryClient()

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

describe('useSectionTexts (docs/product.md §2 rule 7)', () => {
  it('gives the section texts by key once loaded, and nothing before', async () => {
    queryClient = new QueryClient()
    const { result } = renderHook(() => useSectionTexts('roadmap'), { wrapper: Wrapper })
    expect(result.current).toEqual({})
    await waitFor(() => expect(result.current.roadmap_title).toBe('Roadmap'))
  })

  it('stays empty when the texts cannot be loaded, so pages keep their own', async () => {
    network.world.controls.failNext('getBlogTranslations', 'http500')
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { result } = renderHook(() => useSectionTexts('docs'), { wrapper: Wrapper })
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(result.current).toEqual({})
  })
})
