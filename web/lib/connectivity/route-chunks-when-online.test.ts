// @vitest-environment jsdom
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadRouteChunksWhenOnline } from './route-chunks-when-online'

const site = vi.hoisted(() => ({ answers: false, comesBack: () => {}, asked: 0 }))
vi.mock('./site-reachability', () => ({
  siteAnswers: async () => {
    site.asked += 1
    return site.answers
  },
  untilSiteAnswers: () =>
    new Promise<void>((resolve) => {
      site.comesBack = () => {
        site.answers = true
        resolve()
      }
    }),
}))

beforeEach(() => {
  site.answers = false
  site.asked = 0
})

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/blog-x.js')

/** A router whose /blog route's component comes from `importer`, as the router plugin's code splitting writes it. */
function routerWithSplitRoute(importer: () => Promise<{ component: () => null }>) {
  const root = createRootRoute()
  const component = lazyRouteComponent(importer, 'component')
  const blog = createRoute({ getParentRoute: () => root, path: '/blog', component })
  const router = createRouter({ routeTree: root.addChildren([blog]) })
  loadRouteChunksWhenOnline(router)
  return component
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  return done
}

describe('loadRouteChunksWhenOnline', () => {
  it('holds a route whose code failed while the site does not answer, and loads it again once it does', async () => {
    const importer = vi
      .fn<() => Promise<{ component: () => null }>>()
      .mockRejectedValueOnce(chunkFailure())
      .mockResolvedValue({ component: () => null })
    const component = routerWithSplitRoute(importer)

    const preload = component.preload?.()
    expect(preload).toBeDefined()
    expect(await settled(preload as Promise<void>)).toBe(false)
    expect(importer).toHaveBeenCalledTimes(1)

    site.comesBack()
    await preload
    expect(importer).toHaveBeenCalledTimes(2)
    // Loaded: lazyRouteComponent drops preload, and the route renders its component, not a reload.
    expect(component.preload).toBeUndefined()
  })

  it('leaves code that fails while the site answers (a deploy removed it) to the reload-once paths', async () => {
    site.answers = true
    const importer = vi.fn<() => Promise<{ component: () => null }>>().mockRejectedValue(chunkFailure())
    const component = routerWithSplitRoute(importer)

    await component.preload?.()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(component.preload).toBeDefined()
  })

  it('asks nothing of the site when the code loads', async () => {
    const importer = vi.fn(async () => ({ component: () => null }))
    const component = routerWithSplitRoute(importer)

    await component.preload?.()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(component.preload).toBeUndefined()
    expect(site.asked).toBe(0)
  })
})
