import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { pageReloads } from '@/test/reload-guard-stand-in'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { BuildUpdateNotice } from './build-update-notice'
import { forgetFirstFetchedBuild, latestBuildQueryOptions } from './queries'
import { UpdateOffer } from './update-offer'

vi.mock('./reload-guard', () => import('@/test/reload-guard-stand-in'))

const network = setupSdkTestNetwork()
const manifest = network.world.content.buildManifest as { buildId: string; builtAt: string }
const firstBuild = manifest.buildId

function renderNotice() {
  const queryClient = new QueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <UpdateOffer />
    </QueryClientProvider>,
  )
  return queryClient
}

/** A new deployment, then the visitor comes back to the tab and the manifest is fetched again. */
async function deployAndRefocus(queryClient: QueryClient, buildId: string) {
  manifest.buildId = buildId
  await act(async () => {
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(latestBuildQueryOptions().queryKey)?.buildId).toBe(buildId),
    )
  })
}

/** The first fetch (which fixes the running build in development) has answered. */
const firstFetch = (queryClient: QueryClient) =>
  act(() =>
    vi.waitFor(() =>
      expect(queryClient.getQueryState(latestBuildQueryOptions().queryKey)?.dataUpdatedAt).toBeGreaterThan(0),
    ),
  )

/** Gives React time to render what the query delivered (to see that nothing appears). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)))

const reloadButton = () => screen.queryByRole('button', { name: m.build_update_reload() })

beforeEach(() => {
  pageReloads.mockClear()
})

afterEach(() => {
  cleanup()
  manifest.buildId = firstBuild
  forgetFirstFetchedBuild()
  focusManager.setFocused(undefined)
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('UpdateOffer', () => {
  it('says nothing while the running build is the latest', async () => {
    const queryClient = renderNotice()
    await firstFetch(queryClient)
    await deployAndRefocus(queryClient, firstBuild)
    await settle()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('offers a reload when a new build is live, and reloads only when asked', async () => {
    const queryClient = renderNotice()
    await firstFetch(queryClient)
    await deployAndRefocus(queryClient, 'build-2')
    expect(await screen.findByText(m.build_update_title())).toBeTruthy()
    expect(pageReloads).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: m.build_update_reload() }))
    expect(pageReloads).toHaveBeenCalledOnce()
  })

  it('hides the offer on "Later" until a newer build comes', async () => {
    const queryClient = renderNotice()
    await firstFetch(queryClient)
    await deployAndRefocus(queryClient, 'build-2')
    await userEvent.click(await screen.findByRole('button', { name: m.build_update_later() }))
    expect(reloadButton()).toBeNull()

    await deployAndRefocus(queryClient, 'build-2')
    await settle()
    expect(reloadButton()).toBeNull()

    await deployAndRefocus(queryClient, 'build-3')
    expect(await screen.findByRole('button', { name: m.build_update_reload() })).toBeTruthy()
  })

  it('offers no second reload within 10 s of the last one (docs/product.md §9 reload guard)', async () => {
    sessionStorage.setItem('build-update-reloaded-at', String(Date.now()))
    const queryClient = renderNotice()
    await firstFetch(queryClient)
    await deployAndRefocus(queryClient, 'build-2')
    await settle()
    expect(reloadButton()).toBeNull()
  })

  it('only logs a failed manifest fetch', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    network.world.controls.failNext('getLatestBuild', 'http503')
    const queryClient = renderNotice()
    await act(() =>
      vi.waitFor(() =>
        expect(queryClient.getQueryState(latestBuildQueryOptions().queryKey)?.status).toBe('error'),
      ),
    )
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('build manifest'), expect.anything())
    expect(screen.getByRole('status').textContent).toBe('')
  })
})

describe('BuildUpdateNotice', () => {
  it('loads the offer after the first render', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BuildUpdateNotice />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('status')).toBeTruthy()
  })
})
