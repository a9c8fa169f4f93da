import type { OperationId } from '../operations.gen'

/**
 * Checks a success body against the operation's zod schema. The schemas load on first use, in their own
 * chunk, so they stay out of the app's first load. Resolves to what is wrong, or null.
 */
export async function validateResponse(operationId: OperationId, body: unknown): Promise<string | null> {
  const { responseSchemas } = await import('../response-schemas.gen')
  const schema = responseSchemas[operationId]
  const result = schema.safeParse(body)
  if (result.success) return null
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ')
}
