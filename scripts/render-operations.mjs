// Renders sdk/operations.gen.ts: the per-operation facts of the contract that the SDK runtime, the mocks
// and the contract tests read (method, path, tag, timeout, error codes, security), and the error catalogue.
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

export function renderOperationsModule(bundledByName, banner) {
  const errorCode = bundledByName.api.components.schemas.ErrorCode
  const rows = Object.entries(bundledByName).flatMap(([name, doc]) => operationsOf(name, doc))
  const seen = new Set()
  for (const row of rows) {
    if (seen.has(row.id))
      throw new Error(`operationId ${row.id} is used twice across the contract's documents`)
    seen.add(row.id)
  }
  rows.sort((a, b) => a.id.localeCompare(b.id))
  const ws = bundledByName.api['x-websocket']
  const json = (value) => JSON.stringify(value)
  const lines = [
    banner,
    '/** Every server error code of the contract (ErrorCode). */',
    `export const errorCodes = ${json(errorCode.enum)} as const`,
    'export type ErrorCode = (typeof errorCodes)[number]',
    '',
    '/** The one HTTP status each error code is sent with (ErrorCode x-http-status). */',
    `export const errorHttpStatus = ${json(errorCode['x-http-status'])} as const satisfies Record<ErrorCode, number>`,
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
