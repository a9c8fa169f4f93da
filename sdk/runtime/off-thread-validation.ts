import type { OperationId } from '../operations.gen'
import { checkResponseText } from './response-validation'
import type { ResponseValidator } from './transport'

export type ValidationRequest = { id: number; operationId: OperationId; text: string }
export type ValidationReply = { id: number; problem: string | null }

/** What the validator needs of a worker (a DOM Worker, or a stand-in in tests). */
export type ValidationWorker = Pick<Worker, 'postMessage' | 'addEventListener'>

/**
 * The check on this thread. The schemas load on first use, in their own chunk, so they stay out of the app's first
 * load. When they cannot load (the connection dropped) the answer goes unchecked, as the transport does with the
 * operation contract it cannot load, rather than the call failing or waiting.
 */
async function validateResponseHere(operationId: OperationId, text: string): Promise<string | null> {
  const schemas = await import('../response-schemas.gen').catch(() => null)
  return schemas && checkResponseText(schemas.responseSchemas, operationId, text)
}

/**
 * Checks answers in a worker; where there is none (Node, the pre-render, Vitest) or it cannot start (its file
 * failed to load), on this thread as before. A check the worker had not answered when it failed is done here.
 */
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
    // A check that cannot be made here either leaves the answer unchecked: its call must not wait forever.
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

/** The browser's validation worker (bundled by Vite from ./response-validation.worker.ts); null without workers. */
export const startValidationWorker =
  typeof Worker === 'undefined'
    ? null
    : () => new Worker(new URL('./response-validation.worker.ts', import.meta.url), { type: 'module' })
