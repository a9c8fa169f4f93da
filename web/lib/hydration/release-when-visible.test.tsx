import { act, render, screen } from '@testing-library/react'
import { Suspense, useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prerenderedLazy, readyPrerenderedParts } from './prerendered-lazy'
import { useReleaseWhenVisible } from './release-when-visible'

const Below = () => <p>Below the fold</p>

/** A page with a held part; `observed` collects what the (fake) IntersectionObserver was asked to watch. */
function setUp(key: string) {
  const Part = prerenderedLazy(key, async () => Below, 'when-visible')
  function Page() {
    const ref = useRef<HTMLDivElement>(null)
    useReleaseWhenVisible(ref, key)
    return (
      <div ref={ref}>
        <section data-part={key}>
          <Suspense fallback={<p>Waiting</p>}>
            <Part />
          </Suspense>
        </section>
      </div>
    )
  }
  return Page
}

describe('useReleaseWhenVisible', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lets a held part load once one of its elements nears the screen', async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {}
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback
        }
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    const Page = setUp('test-visible')
    await readyPrerenderedParts(['test-visible'])
    const view = await act(async () => render(<Page />))
    expect(observed.map((element) => element.tagName)).toEqual(['SECTION'])
    await act(async () => report([{ isIntersecting: false }]))
    expect(screen.queryByText('Below the fold')).toBeNull()
    await act(async () => report([{ isIntersecting: true }]))
    expect(screen.getByText('Below the fold')).toBeTruthy()
    view.unmount()
  })

  it('lets it load at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const Page = setUp('test-no-observer')
    await readyPrerenderedParts(['test-no-observer'])
    const view = await act(async () => render(<Page />))
    expect(screen.getByText('Below the fold')).toBeTruthy()
    view.unmount()
  })
})
