import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

const SSE_MODULE = /\/sdk\/gen\/[^/]+\/core\/serverSentEvents\.gen(\.ts)?$/
const STUB_ID = '\0sdk-without-sse-client'

/**
 * hey-api's fetch client builds a server-sent-events method for every HTTP verb into each client object, so the
 * SSE reader (0.9 KB gzip) ships in the first JS although no operation of the contract streams events. This
 * plugin resolves that module to one whose `createSseClient` throws. It reads the bundled contract documents
 * first: once any response declares `text/event-stream`, the build fails here instead of shipping a client that
 * cannot read it (then drop this plugin from vite.config.ts).
 */
export function withoutSseClient(bundledDir: string): Plugin {
  const streaming = readdirSync(bundledDir).filter((file) =>
    readFileSync(join(bundledDir, file), 'utf8').includes('"text/event-stream"'),
  )
  if (streaming.length > 0) {
    throw new Error(`${streaming.join(', ')} declare text/event-stream: the SDK needs its SSE client back`)
  }
  return {
    name: 'without-sse-client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('serverSentEvents.gen')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && SSE_MODULE.test(resolved.id) ? STUB_ID : null
    },
    load(id) {
      if (id !== STUB_ID) return null
      return `export const createSseClient = () => {
  throw new Error('The contract declares no server-sent events (scripts/without-sse-client.ts)')
}`
    },
  }
}
