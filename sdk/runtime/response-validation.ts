import type { OperationId } from '../operations.gen'
import type { responseSchemas as ResponseSchemas } from '../response-schemas.gen'

export type ResponseSchemaTable = typeof ResponseSchemas

// Runs in the validation worker, or on the calling thread without one (off-thread-validation.ts).
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
