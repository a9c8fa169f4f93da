// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readPrerenderState, rebaseQueries, serializePrerenderState } from './prerender-state'

const built = {
  api: 'https://swap.example',
  dictionary: 'https://swap.example/d',
  blog: 'https://cms.example',
  site: 'https://swap.example',
}
const query = (baseUrl: string) => ({
  queryKey: [{ _id: 'listDocs', baseUrl }],
  queryHash: '',
  state: { data: ['doc'], dataUpdatedAt: 5 },
})

describe('the pre-rendered page state', () => {
  it('moves each query to the base URL the browser uses for its service', () => {
    const browser = { ...built, blog: 'https://swap.example/cms' }
    const queries = { mutations: [], queries: [query('https://cms.example'), query('https://swap.example')] }
    expect(rebaseQueries(queries as never, built, browser)).toEqual([
      { queryKey: [{ _id: 'listDocs', baseUrl: 'https://swap.example/cms' }], data: ['doc'], updatedAt: 5 },
      { queryKey: [{ _id: 'listDocs', baseUrl: 'https://swap.example' }], data: ['doc'], updatedAt: 5 },
    ])
  })

  it('gives up when one build base maps to two browser bases (the page then renders afresh)', () => {
    const browser = { ...built, site: 'https://other.example' }
    expect(rebaseQueries({ mutations: [], queries: [] }, built, browser)).toBeNull()
  })

  it('is inert JSON that no value can close', () => {
    const text = serializePrerenderState({ version: 1, note: '</script><script>x()' } as never)
    expect(text).not.toContain('</script>')
    document.body.innerHTML = `<div id="app"></div><script type="application/json" id="prerender-state">${text}</script>`
    expect(readPrerenderState(document.getElementById('app') as Element)).toMatchObject({
      version: 1,
      note: '</script><script>x()',
    })
  })

  it("reads the state from its place after the app's container, never from content that took its id", () => {
    const state = serializePrerenderState({ version: 1, note: 'the real one' } as never)
    const hostile = '{"version":1,"note":"from a post","queries":{"queries":[]}}'
    const app = (inside: string) => `<div id="app"><article>${inside}</article></div>`
    const script = `<script type="application/json" id="prerender-state">${state}</script>`
    // A post whose markup took the id (what DOMPurify let through before ids were prefixed).
    document.body.innerHTML = `${app(`<p id="prerender-state">${hostile}</p>`)}${script}`
    expect(document.getElementById('prerender-state')?.tagName).toBe('P')
    const container = document.getElementById('app') as Element
    expect(readPrerenderState(container)).toMatchObject({ note: 'the real one' })
    // A page without the state (the SPA shell) has none, whatever its content holds.
    document.body.innerHTML = app(`<p id="prerender-state">${hostile}</p>`)
    expect(readPrerenderState(document.getElementById('app') as Element)).toBeNull()
  })
})
