/// <reference lib="webworker" />
// The contract check of every success answer, off the page's main thread (./off-thread-validation.ts): building
// the generated schemas and parsing big answers took 70–240 ms of a phone's main thread on the first answer.
import { responseSchemas } from '../response-schemas.gen'
import type { ValidationReply, ValidationRequest } from './off-thread-validation'
import { checkResponseText } from './response-validation'

declare const self: DedicatedWorkerGlobalScope

self.onmessage = ({ data }: MessageEvent<ValidationRequest>) => {
  const reply: ValidationReply = {
    id: data.id,
    problem: checkResponseText(responseSchemas, data.operationId, data.text),
  }
  self.postMessage(reply)
}
