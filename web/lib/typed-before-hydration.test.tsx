// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { Suspense, startTransition, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextField } from '@/components/ui/text-field'
import { recordEarlyTyping } from './early-typing'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

function Search({ onChange }: { onChange: (value: string) => void }) {
  const [query, setQuery] = useState('')
  return (
    <>
      <TextField
        label="Search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          onChange(event.target.value)
        }}
      />
      <output>{query}</output>
    </>
  )
}

/** As the app's lazily loaded parts are: inside a Suspense boundary, hydrated in a transition. */
function Part({ onChange }: { onChange: (value: string) => void }) {
  return (
    <Suspense fallback={null}>
      <Search onChange={onChange} />
    </Suspense>
  )
}

/** The pre-rendered page, typed into before its app hydrates it (main.tsx records the typing from its start). */
function prerendered(typed: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Part onChange={() => {}} />)
  document.body.append(container)
  recordEarlyTyping(container)
  const input = container.querySelector('input') as HTMLInputElement
  expect(input.readOnly).toBe(false)
  input.focus()
  if (typed) {
    input.value = typed
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  return { container, input }
}

async function hydrate(container: HTMLElement, onChange: (value: string) => void) {
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <Part onChange={onChange} />)
    })
  })
}

describe('keepTypedBeforeHydration', () => {
  it('hands what was typed into a pre-rendered field to its onChange once hydrated', async () => {
    const { container, input } = prerendered('bitcoin')
    const changed = vi.fn()
    await hydrate(container, changed)
    expect(changed).toHaveBeenCalledTimes(1)
    expect(changed).toHaveBeenCalledWith('bitcoin')
    expect(container.querySelector('output')?.textContent).toBe('bitcoin')
    expect(input.value).toBe('bitcoin')
  })

  it('hands it over even when the rendered value was written back over it meanwhile', async () => {
    const { container, input } = prerendered('eth')
    // What React's first render after hydrating does to a field whose state still holds the rendered value.
    input.value = ''
    const changed = vi.fn()
    await hydrate(container, changed)
    expect(changed).toHaveBeenCalledWith('eth')
    expect(input.value).toBe('eth')
  })

  it('leaves an untouched pre-rendered field and a field rendered on the client alone', async () => {
    const { container, input } = prerendered('')
    const hydratedChange = vi.fn()
    await hydrate(container, hydratedChange)
    expect(input.value).toBe('')
    expect(hydratedChange).not.toHaveBeenCalled()

    const clientChange = vi.fn()
    render(<Search onChange={clientChange} />)
    expect(clientChange).not.toHaveBeenCalled()
  })
})
