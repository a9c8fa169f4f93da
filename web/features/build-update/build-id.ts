/**
 * The id of the build this page runs. Vite can inject it at build time (`define: { __BUILD_ID__ }`, the same id
 * written to builds/latest.json); without that, a `<meta name="build-id">` in index.html or VITE_BUILD_ID is read.
 */
declare const __BUILD_ID__: string | undefined

export function runningBuildId(doc: Document | undefined = globalThis.document): string | null {
  const injected = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content
  const fromEnv = import.meta.env.VITE_BUILD_ID as string | undefined
  return (
    [injected, meta, fromEnv]
      .find((id): id is string => typeof id === 'string' && id.trim() !== '')
      ?.trim() ?? null
  )
}
