import type { OperationId } from '../operations.gen'
import { checkResponseText } from './response-validation'
import type { ResponseValidator } from './transport'

export type ValidationRequest = { id: number; operationId: OperationId; text: string }
export type ValidationReply = { id: number; problem: string | null }

export type ValidationWorker = Pick<Worker, 'postMessage' | 'addEventListener'>

// Schemas load lazily to stay out of the first load; if they cannot load the answer goes unchecked.
async function validateResponseHere(operationId: OperationId, text: string): Promise<string | null> {
  const schemas = await import('../response-schemas.gen').catch(() => null)
  return schemas && checkResponseText(schemas.responseSchemas, operationId, text)
}

// Checks in a worker; without one, or once it fails, on this thread.
export function createOffThreadValidator(
  startWorker: (() => ValidationWorker) | null,
  checkHere: ResponseValidator = validateResponseHere,
): ResponseValidator {
  let worker: ValidationWorker | null = null
  let failed = startWorker === null
  let nextId = 0
  const pending = new Map<number, { request: ValidationRequest; resolve: (problem: string | null) => void }>()

  function fail() {
    failed = true
    // If this check fails too the answer goes unchecked: the call must not wait forever.
    for (const { request, resolve } of pending.values())
      void checkHere(request.operationId, request.text).then(resolve, () => resolve(null))
    pending.clear()
  }

  function start(): ValidationWorker | null {
    if (failed || !startWorker) return null
    if (worker) return worker
    try {
      worker = startWorker()
    } catch {
      fail()
      return null
    }
    worker.addEventListener('message', (event) => {
      const reply = (event as MessageEvent<ValidationReply>).data
      pending.get(reply.id)?.resolve(reply.problem)
      pending.delete(reply.id)
    })
    worker.addEventListener('error', fail)
    worker.addEventListener('messageerror', fail)
    return worker
  }

  return (operationId, text) => {
    const running = start()
    if (!running) return checkHere(operationId, text)
    const request: ValidationRequest = { id: nextId++, operationId, text }
    return new Promise((resolve) => {
      pending.set(request.id, { request, resolve })
      running.postMessage(request)
    })
  }
}

export const startValidationWorker =
  typeof Worker === 'undefined'
    ? null
    : () => new Worker(new URL('./response-validation.worker.ts', import.meta.url), { type: 'module' })
