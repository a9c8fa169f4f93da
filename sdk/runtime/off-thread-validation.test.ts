import { describe, expect, it, vi } from 'vitest'
import { responseSchemas } from '../response-schemas.gen'
import {
  createOffThreadValidator,
  type ValidationReply,
  type ValidationRequest,
  type ValidationWorker,
} from './off-thread-validation'
import { checkResponseText } from './response-validation'

/** A worker stand-in that holds each request until the test answers it, as the real worker would. */
function heldWorker() {
  const target = new EventTarget()
  const requests: ValidationRequest[] = []
  const worker: ValidationWorker = {
    postMessage: (request: ValidationRequest) => requests.push(request),
    addEventListener: target.addEventListener.bind(target) as ValidationWorker['addEventListener'],
  }
  const answer = (request: ValidationRequest) => {
    const reply: ValidationReply = {
      id: request.id,
      problem: checkResponseText(responseSchemas, request.operationId, request.text),
    }
    target.dispatchEvent(new MessageEvent('message', { data: reply }))
  }
  const crash = () => target.dispatchEvent(new Event('error'))
  return { worker, requests, answer, crash }
}

const healthy = JSON.stringify({ status: 'OK' })
const broken = JSON.stringify({ status: 'MAYBE' })

describe('the contract check of answers, off the main thread', () => {
  it('gives each answer its own result, whatever order the worker answers in', async () => {
    const { worker, requests, answer } = heldWorker()
    const checkHere = vi.fn()
    const validate = createOffThreadValidator(() => worker, checkHere)
    const first = validate('getHealth', broken)
    const second = validate('getHealth', healthy)
    const third = validate('getHealth', '<html>502 Bad Gateway</html>')
    expect(requests).toHaveLength(3)
    for (const request of [...requests].reverse()) answer(request)
    expect(await first).toMatch(/^status: /)
    expect(await second).toBeNull()
    expect(await third).toBe('the body is not JSON')
    expect(checkHere).not.toHaveBeenCalled()
  })

  it('starts one worker, on the first answer', () => {
    const { worker } = heldWorker()
    const start = vi.fn(() => worker)
    const validate = createOffThreadValidator(start)
    expect(start).not.toHaveBeenCalled()
    void validate('getHealth', healthy)
    void validate('getHealth', healthy)
    expect(start).toHaveBeenCalledOnce()
  })

  it('checks here what a failed worker left unanswered, and everything after', async () => {
    const { worker, requests, crash } = heldWorker()
    const checkHere = vi.fn(async (_operationId: string, text: string) => (text === broken ? 'broken' : null))
    const start = vi.fn(() => worker)
    const validate = createOffThreadValidator(start, checkHere)
    const waiting = validate('getHealth', broken)
    crash()
    expect(await waiting).toBe('broken')
    expect(await validate('getHealth', healthy)).toBeNull()
    expect(requests).toHaveLength(1)
    expect(checkHere).toHaveBeenCalledTimes(2)
    expect(start).toHaveBeenCalledOnce()
  })

  it('leaves an answer unchecked, instead of waiting forever, when the worker failed and the check here cannot run', async () => {
    // The worker's file and the schemas' chunk both failed to load: the connection dropped.
    const { worker, crash } = heldWorker()
    const checkHere = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    const waiting = createOffThreadValidator(() => worker, checkHere)('getHealth', broken)
    crash()
    expect(await waiting).toBeNull()
    expect(checkHere).toHaveBeenCalledOnce()
  })

  it('checks here where there are no workers or one cannot start', async () => {
    const checkHere = vi.fn(async () => 'checked here')
    expect(await createOffThreadValidator(null, checkHere)('getHealth', healthy)).toBe('checked here')
    const refused = createOffThreadValidator(() => {
      throw new Error('worker-src refused')
    }, checkHere)
    expect(await refused('getHealth', healthy)).toBe('checked here')
    expect(checkHere).toHaveBeenCalledTimes(2)
  })
})
