// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { type ReactNode, Suspense, startTransition, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from '@/components/ui/checkbox'
import { TextField } from '@/components/ui/text-field'
import { recordEarlyTyping } from './early-typing'
import { keepChoiceBeforeHydration } from './input-before-hydration'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/** As the app's lazily loaded parts are: inside a Suspense boundary. */
const Part = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>

/** The part pre-rendered into the page (main.tsx records what is typed from its start), then used by the visitor. */
function prerendered(part: ReactNode, use: (container: HTMLElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Part>{part}</Part>)
  document.body.append(container)
  recordEarlyTyping(container)
  use(container)
  return container
}

/** Hydrated in a transition, as the app is (lib/startup/start-app.tsx). */
async function hydrate(container: HTMLElement, part: ReactNode) {
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <Part>{part}</Part>)
    })
  })
}

const output = (container: HTMLElement) => container.querySelector('output')?.textContent

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

const searchField = (container: HTMLElement) => container.querySelector('input') as HTMLInputElement

/** Types into the pre-rendered search field, as a keyboard does: the value, then an `input` event. */
const typeInto = (typed: string) => (container: HTMLElement) => {
  const input = searchField(container)
  expect(input.readOnly).toBe(false)
  input.focus()
  if (!typed) return
  input.value = typed
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('keepTypedBeforeHydration', () => {
  it('hands what was typed into a pre-rendered field to its onChange once hydrated', async () => {
    const container = prerendered(<Search onChange={() => {}} />, typeInto('bitcoin'))
    const changed = vi.fn()
    await hydrate(container, <Search onChange={changed} />)
    expect(changed).toHaveBeenCalledTimes(1)
    expect(changed).toHaveBeenCalledWith('bitcoin')
    expect(output(container)).toBe('bitcoin')
    expect(searchField(container).value).toBe('bitcoin')
  })

  it('hands it over even when the rendered value was written back over it meanwhile', async () => {
    const container = prerendered(<Search onChange={() => {}} />, typeInto('eth'))
    // What React's first render after hydrating does to a field whose state still holds the rendered value.
    searchField(container).value = ''
    const changed = vi.fn()
    await hydrate(container, <Search onChange={changed} />)
    expect(changed).toHaveBeenCalledWith('eth')
    expect(searchField(container).value).toBe('eth')
  })

  it('leaves an untouched pre-rendered field and a field rendered on the client alone', async () => {
    const container = prerendered(<Search onChange={() => {}} />, typeInto(''))
    const hydratedChange = vi.fn()
    await hydrate(container, <Search onChange={hydratedChange} />)
    expect(searchField(container).value).toBe('')
    expect(hydratedChange).not.toHaveBeenCalled()

    const clientChange = vi.fn()
    render(<Search onChange={clientChange} />)
    expect(clientChange).not.toHaveBeenCalled()
  })
})

type Choice = { terms: boolean; mode: 'floating' | 'fixed'; topic: string }

/** A checkbox, a radio group and a drop-down list, each controlled, as the app's forms have them. */
function Choices({ onChange }: { onChange: (choice: Partial<Choice>) => void }) {
  const [terms, setTerms] = useState(false)
  const [mode, setMode] = useState<Choice['mode']>('floating')
  const [topic, setTopic] = useState('order')
  return (
    <>
      <Checkbox
        label="I accept the terms"
        checked={terms}
        onChange={(event) => {
          setTerms(event.target.checked)
          onChange({ terms: event.target.checked })
        }}
      />
      {(['floating', 'fixed'] as const).map((option) => (
        <input
          key={option}
          ref={keepChoiceBeforeHydration}
          type="radio"
          name="mode"
          value={option}
          checked={mode === option}
          onChange={() => {
            setMode(option)
            onChange({ mode: option })
          }}
        />
      ))}
      <select
        ref={keepChoiceBeforeHydration}
        value={topic}
        onChange={(event) => {
          setTopic(event.target.value)
          onChange({ topic: event.target.value })
        }}
      >
        <option value="order">Order</option>
        <option value="api">API</option>
      </select>
      <output>{`${terms} ${mode} ${topic}`}</output>
    </>
  )
}

const terms = (container: HTMLElement) =>
  container.querySelector('input[type="checkbox"]') as HTMLInputElement
const radio = (container: HTMLElement, mode: Choice['mode']) =>
  container.querySelector(`input[type="radio"][value="${mode}"]`) as HTMLInputElement
const topics = (container: HTMLElement) => container.querySelector('select') as HTMLSelectElement

describe('keepChoiceBeforeHydration', () => {
  it('hands a box ticked, a radio button picked and an option chosen before any script ran to onChange', async () => {
    // No script holds the clicks yet: the browser changes the controls itself.
    const container = prerendered(<Choices onChange={() => {}} />, (page) => {
      terms(page).click()
      radio(page, 'fixed').click()
      topics(page).value = 'api'
      topics(page).dispatchEvent(new Event('change', { bubbles: true }))
    })
    const changed = vi.fn()
    await hydrate(container, <Choices onChange={changed} />)
    expect(changed).toHaveBeenCalledTimes(3)
    expect(changed).toHaveBeenCalledWith({ terms: true })
    expect(changed).toHaveBeenCalledWith({ mode: 'fixed' })
    expect(changed).toHaveBeenCalledWith({ topic: 'api' })
    expect(output(container)).toBe('true fixed api')
    expect(terms(container).checked).toBe(true)
    expect(radio(container, 'fixed').checked).toBe(true)
    expect(radio(container, 'floating').checked).toBe(false)
    expect(topics(container).value).toBe('api')
  })

  it('leaves untouched pre-rendered controls and controls rendered on the client alone', async () => {
    const container = prerendered(<Choices onChange={() => {}} />, () => {})
    const hydratedChange = vi.fn()
    await hydrate(container, <Choices onChange={hydratedChange} />)
    expect(hydratedChange).not.toHaveBeenCalled()
    expect(output(container)).toBe('false floating order')

    const clientChange = vi.fn()
    render(<Choices onChange={clientChange} />)
    expect(clientChange).not.toHaveBeenCalled()
  })
})
