// @vitest-environment jsdom
import { act, useId } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderDocument } from './render-document'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

function Field() {
  const id = useId()
  return (
    <p>
      <title>Page</title>
      <label htmlFor={id}>Amount</label>
      <input id={id} defaultValue="500" />
    </p>
  )
}

describe('renderDocument', () => {
  it('writes the head tags into the head, and ids that the app hydrated into #app computes too', async () => {
    const { headHtml, appHtml } = await renderDocument(<Field />, 'en')
    expect(headHtml).toContain('<title>Page</title>')

    const container = document.createElement('div')
    container.innerHTML = appHtml
    document.body.append(container)
    const mismatch = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(container, <Field />)
    })
    // React (its development build, as in tests) reports a hydrated attribute that differs, here the ids.
    expect(mismatch).not.toHaveBeenCalled()
    expect(container.querySelector('input')?.id).toMatch(/^_R_\w+_$/)
  })
})
