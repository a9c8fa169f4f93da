/// <reference lib="webworker" />
// Building the schemas and parsing big answers is slow on a phone's main thread.
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
