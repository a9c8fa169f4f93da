// Reads and checks a request against the operation's generated zod request schemas (z<Operation>Body, …Path,
// …Query from sdk/gen/<doc>/zod.gen.ts): the JSON body, the query (strings turned into the numbers and booleans
// the schema asks for) and the path parameters. A request the schemas reject is answered with the error code
// the operation declares for it (see invalidRequest).
import type { ErrorCode } from '@sdk/gen/api/types.gen'
import { type OperationId, operations } from '@sdk/operations.gen'
import type * as z from 'zod/mini'
import { WorldError } from '../world/errors'

type Location = 'body' | 'path' | 'query'

/** An operation's generated request schemas, by where each part of the request travels. */
type RequestSchemas = Partial<Record<Location, z.ZodMiniType>>

/** What readInput returns: each part the operation declares, parsed; the others undefined. */
type RequestInput<S extends RequestSchemas> = {
  [L in Location]: S[L] extends z.ZodMiniType ? z.output<S[L]> : undefined
}

interface Issue {
  code?: string
  path: PropertyKey[]
  message: string
}

interface RequestInfo {
  request: Request
  params?: Readonly<Record<string, string | readonly string[] | undefined>>
}

interface Def {
  type: string
  innerType?: z.ZodMiniType
  shape?: Record<string, z.ZodMiniType>
  element?: z.ZodMiniType
}

const defOf = (schema: z.ZodMiniType): Def => schema.def as unknown as Def

/** Looks through optional, default and nullable wrappers. */
const unwrap = (schema: z.ZodMiniType): z.ZodMiniType => {
  let s = schema
  for (let d = defOf(s); d.innerType && ['optional', 'default', 'nullable', 'prefault'].includes(d.type); ) {
    s = d.innerType
    d = defOf(s)
  }
  return s
}

const shapeOf = (schema: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> | null => {
  if (!schema) return null
  const d = defOf(unwrap(schema))
  return d.type === 'object' && d.shape ? d.shape : null
}

/** A query value as the schema wants it; a value that does not convert stays a string, so zod rejects it. */
const coerce = (schema: z.ZodMiniType, raw: string): unknown => {
  const type = defOf(unwrap(schema)).type
  if (type === 'number' || type === 'int') {
    const n = Number(raw)
    return raw.trim() === '' || Number.isNaN(n) ? raw : n
  }
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : raw
  return raw
}

const queryObject = (shape: Record<string, z.ZodMiniType>, url: URL): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(shape)) {
    const values = url.searchParams.getAll(key)
    if (values.length === 0) continue
    const isArray = defOf(unwrap(schema)).type === 'array'
    const element = defOf(unwrap(schema)).element
    out[key] = isArray && element ? values.map((v) => coerce(element, v)) : coerce(schema, values[0] ?? '')
  }
  return out
}

/** A path segment as sent: a blog slug arrives percent-encoded as one segment (guides%2Fwallets). */
const decodeParam = (value: string): string => {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value
  } catch {
    return value
  }
}

/**
 * The error for a request the schema rejects, from the codes the operation declares: ERR_VALIDATION
 * naming the field, or ERR_BAD_REQUEST. With both declared (orders), a malformed value is ERR_BAD_REQUEST
 * and a well-typed value in the wrong format (an e-mail) ERR_VALIDATION, as the world does it. A path
 * parameter that names nothing is ERR_NOT_FOUND where the operation declares it.
 */
export function invalidRequest(operationId: OperationId, issue: Issue): WorldError {
  const declared = operations[operationId].errorCodes as readonly ErrorCode[]
  const [location, ...rest] = issue.path.map(String)
  const field = rest[0] ?? location ?? 'body'
  const message = `Invalid ${location ?? 'request'}${rest.length ? ` field ${rest.join('.')}` : ''}: ${issue.message}`
  const has = (code: ErrorCode) => declared.includes(code)
  let code: ErrorCode = 'ERR_BAD_REQUEST'
  if (location === 'path' && has('ERR_NOT_FOUND')) code = 'ERR_NOT_FOUND'
  else if (has('ERR_VALIDATION') && has('ERR_BAD_REQUEST'))
    code = issue.code === 'invalid_format' ? 'ERR_VALIDATION' : 'ERR_BAD_REQUEST'
  else if (has('ERR_VALIDATION')) code = 'ERR_VALIDATION'
  else if (!has('ERR_BAD_REQUEST') && has('ERR_NOT_FOUND')) code = 'ERR_NOT_FOUND'
  return new WorldError(code, message, code === 'ERR_NOT_FOUND' ? {} : { field })
}

async function readBody(operationId: OperationId, request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw invalidRequest(operationId, { code: 'invalid_type', path: ['body'], message: 'not JSON' })
  }
}

/** The request's body, path and query, checked (and defaulted) by the operation's request schemas. */
export async function readInput<S extends RequestSchemas>(
  operationId: OperationId,
  schemas: S,
  info: RequestInfo,
): Promise<RequestInput<S>> {
  const url = new URL(info.request.url)
  const raw: Record<Location, unknown> = {
    body: schemas.body ? await readBody(operationId, info.request) : undefined,
    path: undefined,
    query: undefined,
  }
  const pathShape = shapeOf(schemas.path)
  if (pathShape) {
    const params: Record<string, string> = {}
    for (const key of Object.keys(pathShape)) {
      const value = info.params?.[key]
      if (typeof value === 'string') params[key] = decodeParam(value)
    }
    raw.path = params
  }
  const queryShape = shapeOf(schemas.query)
  if (queryShape) raw.query = queryObject(queryShape, url)
  const parsed: Record<Location, unknown> = { body: undefined, path: undefined, query: undefined }
  for (const location of ['path', 'query', 'body'] as const) {
    const schema = schemas[location]
    if (!schema) continue
    const result = schema.safeParse(raw[location])
    if (!result.success) {
      const issue = result.error.issues[0] ?? { path: [], message: 'invalid request' }
      throw invalidRequest(operationId, { ...issue, path: [location, ...issue.path] })
    }
    parsed[location] = result.data
  }
  return parsed as RequestInput<S>
}
