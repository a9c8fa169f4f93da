import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutSseClient } from './without-sse-client'

function bundledDir(documents: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundled-'))
  for (const [name, doc] of Object.entries(documents))
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(doc))
  return dir
}

describe('withoutSseClient', () => {
  it('drops the SSE client for the contract as it is (no operation streams events)', () => {
    expect(() => withoutSseClient(join(import.meta.dirname, '../sdk/bundled'))).not.toThrow()
  })

  it('fails the build once a response declares text/event-stream', () => {
    const dir = bundledDir({
      api: {
        paths: { '/events': { get: { responses: { 200: { content: { 'text/event-stream': {} } } } } } },
      },
    })
    expect(() => withoutSseClient(dir)).toThrow(/api\.json declare text\/event-stream/)
  })
})
