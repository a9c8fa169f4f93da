// What the edge (nginx in `npm run start`, and the HTTP mock server standing in for the API's own gateway) reads
// from the contract instead of typing it twice: how large a request body may be, which media types the API
// takes, and which cookie carries the session.
import api from '../sdk/bundled/api.json' with { type: 'json' }

/** Any API request body: as a real API gateway would allow for JSON forms (the contract's bodies are far smaller). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

interface Schema {
  $ref?: string
  type?: string | string[]
  maxLength?: number
  properties?: Record<string, Schema>
}
interface Operation {
  operationId: string
  security?: Record<string, string[]>[]
  requestBody?: { content: Record<string, { schema?: Schema }> }
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, Schema>
    securitySchemes: Record<string, { in?: string; name?: string }>
  }
}

const contract = api as unknown as Document
const METHODS = ['post', 'put', 'patch', 'delete']

const resolve = (schema: Schema | undefined): Schema | undefined =>
  schema?.$ref
    ? resolve(contract.components.schemas[schema.$ref.replace('#/components/schemas/', '')])
    : schema

function* writes(): Generator<{ path: string; operation: Operation }> {
  for (const [path, item] of Object.entries(contract.paths))
    for (const method of METHODS) {
      const operation = item[method]
      if (operation) yield { path, operation }
    }
}

/** The one media type of the API's request bodies (requestMediaTypes; scripts/edge-contract.test.ts keeps it so). */
export const API_BODY_MEDIA_TYPE = 'application/json'

/** Every media type an API request body is declared with. */
export function requestMediaTypes(): string[] {
  const types = new Set<string>()
  for (const { operation } of writes())
    for (const type of Object.keys(operation.requestBody?.content ?? {})) types.add(type)
  return [...types].sort()
}

export interface LargeBody {
  path: string
  operationId: string
  /** The longest body the contract allows: its strings at their maxLength, plus JSON_BODY_LIMIT_BYTES for the rest. */
  bytes: number
  /** The cookie that carries the session the operation requires, or null when it takes anonymous calls. */
  sessionCookie: string | null
}

/** The operations whose body may exceed JSON_BODY_LIMIT_BYTES (the KYC photos), each with its own limit. */
export function largeBodies(): LargeBody[] {
  const found: LargeBody[] = []
  for (const { path, operation } of writes()) {
    const body = resolve(operation.requestBody?.content['application/json']?.schema)
    const strings = Object.values(body?.properties ?? {}).map((property) => resolve(property)?.maxLength ?? 0)
    const longest = strings.reduce((sum, length) => sum + length, 0)
    if (longest <= JSON_BODY_LIMIT_BYTES) continue
    // Signed-in only when every way of calling it needs a cookie (the document's default is anonymous).
    const requirements = operation.security ?? []
    const anonymous = requirements.length === 0 || requirements.some((each) => Object.keys(each).length === 0)
    const cookie = anonymous
      ? undefined
      : requirements
          .flatMap((requirement) => Object.keys(requirement))
          .map((name) => contract.components.securitySchemes[name])
          .find((scheme) => scheme?.in === 'cookie')
    found.push({
      path,
      operationId: operation.operationId,
      bytes: longest + JSON_BODY_LIMIT_BYTES,
      sessionCookie: cookie?.name ?? null,
    })
  }
  return found
}
