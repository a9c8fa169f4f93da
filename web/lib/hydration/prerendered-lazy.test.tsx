import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { collectRenderedParts, prerenderedLazy, readyPrerenderedParts, releasePart } from './prerendered-lazy'

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>

/** jsdom lays nothing out: the element says it is far below the screen. */
function belowTheScreen(element: Element | null) {
  if (!element) throw new Error('no element')
  element.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: innerHeight + 1000, width: 100, height: 100 })
}

describe('prerenderedLazy', () => {
  it('suspends like React.lazy until its code is there', async () => {
    let loaded = (_: typeof Greeting) => {}
    const Part = prerenderedLazy(
      'test-suspends',
      () => new Promise<typeof Greeting>((resolve) => (loaded = resolve)),
    )
    // An awaited act: React waits for a suspended `use()` only there.
    const view = await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Ann" />
        </Suspense>,
      ),
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => loaded(Greeting))
    expect(screen.getByText('Hello, Ann')).toBeTruthy()
    view.unmount()
  })

  it('renders at once, without its fallback, once preloaded by its key', async () => {
    const Part = prerenderedLazy('test-preloaded', async () => Greeting)
    await readyPrerenderedParts(['test-preloaded', 'unknown-part'])
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Bob" />
      </Suspense>,
    )
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello, Bob')).toBeTruthy()
    view.unmount()
  })

  it('preloads a part whose loader only exists once the part around it has loaded', async () => {
    let Inner: ReturnType<typeof prerenderedLazy<{ name: string }>> | undefined
    const Outer = prerenderedLazy('test-outer', async () => {
      // As a lazily loaded module does: defining the inner part registers its loader.
      Inner = prerenderedLazy('test-inner', async () => Greeting)
      return Greeting
    })
    await readyPrerenderedParts(['test-outer', 'test-inner'])
    const InnerPart = Inner
    if (!InnerPart) throw new Error('the outer part was not loaded')
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Outer name="Cy" />
        <InnerPart name="Dee" />
      </Suspense>,
    )
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello, Dee')).toBeTruthy()
    view.unmount()
  })

  it('keeps a part below the screen that hydrates when visible without its code until it is released', async () => {
    document.body.innerHTML = '<div data-part="test-held"></div>'
    belowTheScreen(document.querySelector('[data-part]'))
    let loads = 0
    const Part = prerenderedLazy(
      'test-held',
      async () => {
        loads += 1
        return Greeting
      },
      'when-visible',
    )
    await readyPrerenderedParts(['test-held'])
    const view = await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Flo" />
        </Suspense>,
      ),
    )
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(loads).toBe(0)
    expect(screen.queryByText('Hello, Flo')).toBeNull()
    await act(async () => releasePart('test-held'))
    expect(screen.getByText('Hello, Flo')).toBeTruthy()
    expect(loads).toBe(1)
    view.unmount()
  })

  it('loads a part that hydrates when visible with the page when it is on the screen already', async () => {
    document.body.innerHTML = '<div data-part="test-on-screen"></div>'
    let loads = 0
    prerenderedLazy(
      'test-on-screen',
      async () => {
        loads += 1
        return Greeting
      },
      'when-visible',
    )
    await readyPrerenderedParts(['test-on-screen'])
    expect(loads).toBe(1)
  })

  it('loads a part that hydrates when visible at once where no pre-rendered page holds it', async () => {
    const Part = prerenderedLazy('test-not-held', async () => Greeting, 'when-visible')
    const view = await act(async () =>
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Gil" />
        </Suspense>,
      ),
    )
    expect(screen.getByText('Hello, Gil')).toBeTruthy()
    view.unmount()
  })

  it('tells the pre-render which parts a page showed', async () => {
    const Shown = prerenderedLazy('test-shown', async () => Greeting)
    prerenderedLazy('test-not-shown', async () => Greeting)
    const { result, parts } = await collectRenderedParts(async () => {
      const { prelude } = await prerender(
        <Suspense fallback={null}>
          <Shown name="Cy" />
        </Suspense>,
      )
      return new Response(prelude).text()
    })
    expect(result).toContain('Hello, <!-- -->Cy')
    expect(parts).toEqual(['test-shown'])
  })
})
