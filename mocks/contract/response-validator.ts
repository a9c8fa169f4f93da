// An independent check of HTTP answers against the bundled OpenAPI 3.1 documents (sdk/bundled/*.json),
// with ajv (JSON Schema 2020-12) rather than the generated zod: the status must be declared, the body
// must match the declared schema, and an error's code must be one of the operation's x-error-codes,
// sent with the status its ErrorCode x-http-status gives.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

export const CONTRACT_DOCUMENTS = ['api', 'dictionary', 'blog', 'site'] as const
export type ContractDocument = (typeof CONTRACT_DOCUMENTS)[number]

interface JsonObject {
  [key: string]: unknown
}

export interface ContractOperation {
  operationId: string
  document: ContractDocument
  method: string
  path: string
  /** Declared statuses, as strings ('200', '4XX', 'default'). */
  statuses: string[]
  errorCodes: string[]
  /** JSON pointer (within the document) of each status' response object, $refs followed. */
  responsePointers: Record<string, string>
}

export interface AnswerCheck {
  /** What is wrong; empty when the answer keeps the contract. */
  problems: string[]
  /** The error code of an error body, or null. */
  code: string | null
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
const idOf = (doc: ContractDocument) => `https://contract.invalid/${doc}.json`
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v)

const loadDocument = (doc: ContractDocument): JsonObject => {
  const file = fileURLToPath(new URL(`../../sdk/bundled/${doc}.json`, import.meta.url))
  return JSON.parse(readFileSync(file, 'utf8')) as JsonObject
}

const atPointer = (root: JsonObject, pointer: string): unknown =>
  pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root)

/** Follows local `$ref`s from a pointer until it reaches an object without one. */
const followRefs = (root: JsonObject, pointer: string): string => {
  let current = pointer
  for (let hops = 0; hops < 10; hops++) {
    const node = atPointer(root, current)
    if (!isObject(node) || typeof node.$ref !== 'string') return current
    current = node.$ref
  }
  throw new Error(`Too many $ref hops from ${pointer}`)
}

export class ResponseValidator {
  readonly operations = new Map<string, ContractOperation>()
  private readonly docs = new Map<ContractDocument, JsonObject>()
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, logger: false })
  private readonly compiled = new Map<string, ValidateFunction>()
  private readonly httpStatusOf = new Map<string, number>()

  constructor() {
    addFormats(this.ajv)
    for (const doc of CONTRACT_DOCUMENTS) {
      const root = loadDocument(doc)
      this.docs.set(doc, root)
      this.ajv.addSchema({ ...root, $id: idOf(doc) })
      this.indexOperations(doc, root)
    }
    const errorCode = atPointer(this.document('api'), '#/components/schemas/ErrorCode')
    const statuses =
      isObject(errorCode) && isObject(errorCode['x-http-status']) ? errorCode['x-http-status'] : {}
    for (const [code, status] of Object.entries(statuses)) this.httpStatusOf.set(code, Number(status))
  }

  document(doc: ContractDocument): JsonObject {
    const root = this.docs.get(doc)
    if (!root) throw new Error(`Unknown document ${doc}`)
    return root
  }

  /** The HTTP status the contract sends `code` with (ErrorCode x-http-status). */
  httpStatus(code: string): number | undefined {
    return this.httpStatusOf.get(code)
  }

  /** Validates a value against a schema of a document, e.g. ('api', '#/components/schemas/WsServerMessage'). */
  validateSchema(doc: ContractDocument, pointer: string, value: unknown): string[] {
    const validate = this.compile(`${idOf(doc)}${pointer}`)
    if (validate(value)) return []
    return (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`)
  }

  /** Checks one answer; `body` is the parsed JSON, or undefined when the body was empty. */
  check(operationId: string, status: number, body: unknown): AnswerCheck {
    const op = this.operations.get(operationId)
    if (!op) return { problems: [`unknown operation ${operationId}`], code: null }
    const key = this.statusKey(op, status)
    if (!key) return { problems: [`${operationId}: status ${status} is not declared`], code: null }
    const problems: string[] = []
    const root = this.document(op.document)
    const responsePointer = op.responsePointers[key] ?? ''
    const response = atPointer(root, responsePointer)
    const content = isObject(response) && isObject(response.content) ? response.content : undefined
    const json = content?.['application/json']
    if (!content || !isObject(json) || json.schema === undefined) {
      if (body !== undefined) problems.push(`${operationId} ${status}: declares no body but one was sent`)
    } else {
      const pointer = `${responsePointer}/content/${escapePointer('application/json')}/schema`
      for (const p of this.validateSchema(op.document, pointer, body))
        problems.push(`${operationId} ${status}: ${p}`)
    }
    const code = status >= 400 && isObject(body) && typeof body.code === 'string' ? body.code : null
    if (status >= 400 && code === null) problems.push(`${operationId} ${status}: error without a code`)
    if (code !== null) {
      if (!op.errorCodes.includes(code)) problems.push(`${operationId}: ${code} is not in its x-error-codes`)
      const expected = this.httpStatus(code)
      if (expected !== status) problems.push(`${operationId}: ${code} sent with ${status}, not ${expected}`)
    }
    return { problems, code }
  }

  private statusKey(op: ContractOperation, status: number): string | undefined {
    const exact = String(status)
    if (op.statuses.includes(exact)) return exact
    const range = `${exact[0]}XX`
    if (op.statuses.includes(range)) return range
    return op.statuses.includes('default') ? 'default' : undefined
  }

  private compile(ref: string): ValidateFunction {
    let validate = this.compiled.get(ref)
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref })
      this.compiled.set(ref, validate)
    }
    return validate
  }

  private indexOperations(doc: ContractDocument, root: JsonObject): void {
    const paths = isObject(root.paths) ? root.paths : {}
    for (const [path, item] of Object.entries(paths)) {
      if (!isObject(item)) continue
      for (const method of METHODS) {
        const op = item[method]
        if (!isObject(op) || typeof op.operationId !== 'string') continue
        const base = `#/paths/${escapePointer(path)}/${method}/responses`
        const responses = isObject(op.responses) ? op.responses : {}
        const statuses = Object.keys(responses)
        const responsePointers: Record<string, string> = {}
        for (const s of statuses) responsePointers[s] = followRefs(root, `${base}/${escapePointer(s)}`)
        const codes = op['x-error-codes']
        this.operations.set(op.operationId, {
          operationId: op.operationId,
          document: doc,
          method: method.toUpperCase(),
          path,
          statuses,
          errorCodes: Array.isArray(codes) ? codes.map(String) : [],
          responsePointers,
        })
      }
    }
  }
}

let shared: ResponseValidator | undefined
/** One validator per worker, shared by its test files (compiling the documents takes a moment). */
export const responseValidator = (): ResponseValidator => {
  shared ??= new ResponseValidator()
  return shared
}
