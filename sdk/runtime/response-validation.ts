import type { OperationId } from '../operations.gen'
import type { responseSchemas as ResponseSchemas } from '../response-schemas.gen'

/** The generated response schemas, by operation. */
export type ResponseSchemaTable = typeof ResponseSchemas

/**
 * Checks a success body (as the server sent it) against the operation's zod schema: what is wrong, or null.
 * Runs in the validation worker (./response-validation.worker.ts), or where there is none on the calling thread
 * (./off-thread-validation.ts).
 */
export function checkResponseText(
  schemas: ResponseSchemaTable,
  operationId: OperationId,
  text: string,
): string | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'the body is not JSON'
  }
  const result = schemas[operationId].safeParse(body)
  if (result.success) return null
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ')
}
