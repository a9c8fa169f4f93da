// Renders sdk/operations.gen.ts: the per-operation facts of the contract that the mocks, the scripts and the
// contract tests read (method, path, tag, timeout, error codes, security), the error codes and the types built on
// them; and the two parts of those facts the app's SDK runtime reads, each in a module of its own so that the first
// page loads only the first (docs/budgets.md): sdk/operation-transport.gen.ts (what a call needs before its answer:
// method, path, timeouts) and sdk/operation-contract.gen.ts (what the contract check compares an answer with:
// declared statuses and error codes, and each error code's HTTP status; loaded with that check).
const METHODS = ['get', 'put', 'post', 'delete', 'patch']

function operationsOf(documentName, document) {
  const rows = []
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const security = op.security ?? document.security ?? []
      rows.push({
        id: op.operationId,
        document: documentName,
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? '',
        timeoutMs: op['x-timeout-ms'] ?? 10000,
        timeoutMsByQuery: op['x-timeout-ms-by-query'] ?? {},
        abortable: op['x-abortable'] === true,
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
        inferred: op['x-inferred'] === true,
        statuses: Object.keys(op.responses ?? {})
          .map(Number)
          .sort(),
        errorCodes: [...(op['x-error-codes'] ?? [])].sort(),
      })
    }
  }
  return rows
}

/** Every operation of every document, sorted by operationId (which must be unique across the documents). */
function allOperations(bundledByName) {
  const rows = Object.entries(bundledByName).flatMap(([name, doc]) => operationsOf(name, doc))
  const seen = new Set()
  for (const row of rows) {
    if (seen.has(row.id))
      throw new Error(`operationId ${row.id} is used twice across the contract's documents`)
    seen.add(row.id)
  }
  return rows.sort((a, b) => a.id.localeCompare(b.id))
}

const json = (value) => JSON.stringify(value)

/** One `operationId: {facts}` line per operation, with only the named facts. */
const factLines = (rows, keys) =>
  rows.map((row) => `  ${row.id}: ${json(Object.fromEntries(keys.map((key) => [key, row[key]])))},`)

export function renderOperationsModule(bundledByName, banner) {
  const errorCode = bundledByName.api.components.schemas.ErrorCode
  const rows = allOperations(bundledByName)
  const ws = bundledByName.api['x-websocket']
  const lines = [
    banner,
    '/** Every server error code of the contract (ErrorCode). */',
    `export const errorCodes = ${json(errorCode.enum)} as const`,
    'export type ErrorCode = (typeof errorCodes)[number]',
    '',
    '/** The WebSocket channel of the main API (x-websocket). */',
    `export const websocketPath = ${json(ws?.path ?? '')}`,
    '',
    'export const operations = {',
    ...rows.map((row) => {
      const { id, ...facts } = row
      return `  ${id}: ${json(facts)},`
    }),
    '} as const',
    '',
    'export type OperationId = keyof typeof operations',
    "export type OperationErrorCode<Op extends OperationId> = (typeof operations)[Op]['errorCodes'][number]",
    '',
  ]
  return lines.join('\n')
}

/**
 * Renders sdk/operation-transport.gen.ts: what the SDK's transport needs to send a call, before any answer:
 * method and path (to tell which operation a request is), the timeout and its by-query variants (only the
 * operations that have some).
 */
export function renderOperationTransportModule(bundledByName, banner) {
  const rows = allOperations(bundledByName)
  const byQuery = rows.filter((row) => Object.keys(row.timeoutMsByQuery).length > 0)
  return [
    banner,
    "import type { OperationId } from './operations.gen'",
    '',
    '/** Method, path and client timeout (x-timeout-ms) of every operation. */',
    'export const operationTransport = {',
    ...factLines(rows, ['method', 'path', 'timeoutMs']),
    '} as const satisfies Record<OperationId, { method: string; path: string; timeoutMs: number }>',
    '',
    '/** The timeouts that depend on the query (x-timeout-ms-by-query), of the operations that have some. */',
    'export const timeoutMsByQuery: Partial<Record<OperationId, Record<string, number>>> = {',
    ...byQuery.map((row) => `  ${row.id}: ${json(row.timeoutMsByQuery)},`),
    '}',
    '',
  ].join('\n')
}

/**
 * Renders sdk/operation-contract.gen.ts: what the SDK's contract check compares an answer with (the statuses and
 * error codes each operation declares, the status each error code is sent with). The runtime loads it with that
 * check, after an answer is in.
 */
export function renderOperationContractModule(bundledByName, banner) {
  const errorCode = bundledByName.api.components.schemas.ErrorCode
  const rows = allOperations(bundledByName)
  return [
    banner,
    "import type { ErrorCode, OperationId } from './operations.gen'",
    '',
    '/** The response statuses and error codes (x-error-codes) every operation declares. */',
    'export const operationContract = {',
    ...factLines(rows, ['statuses', 'errorCodes']),
    '} as const satisfies Record<OperationId, { statuses: readonly number[]; errorCodes: readonly ErrorCode[] }>',
    '',
    '/** The one HTTP status each error code is sent with (ErrorCode x-http-status). */',
    `export const errorHttpStatus = ${json(errorCode['x-http-status'])} as const satisfies Record<ErrorCode, number>`,
    '',
  ].join('\n')
}

/**
 * Renders sdk/response-schemas.gen.ts: operationId → the zod (mini) schema of its success body, as hey-api
 * names it (`z<OperationId>Response`). The SDK runtime loads it lazily to check answers against the contract.
 */
export function renderResponseSchemasModule(bundledByName, zodSourceByName, banner) {
  const imports = []
  const entries = []
  for (const [name, doc] of Object.entries(bundledByName)) {
    const used = []
    for (const row of operationsOf(name, doc)) {
      const schemaName = `z${row.id[0].toUpperCase()}${row.id.slice(1)}Response`
      if (!new RegExp(`export const ${schemaName} = `).test(zodSourceByName[name])) {
        throw new Error(
          `${name}: no ${schemaName} in zod.gen.ts (a component schema name probably collides with it; rename the schema)`,
        )
      }
      if (new RegExp(`export const ${schemaName}2 = `).test(zodSourceByName[name])) {
        throw new Error(`${name}: ${schemaName} collides with a component schema; rename the schema`)
      }
      used.push(schemaName)
      entries.push(`  ${row.id}: ${name}.${schemaName},`)
    }
    if (used.length > 0) imports.push(`import * as ${name} from './gen/${name}/zod.gen'`)
  }
  return [banner, ...imports, '', 'export const responseSchemas = {', ...entries, '} as const', ''].join('\n')
}
