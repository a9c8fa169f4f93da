/** The create calls running in this page, by idempotency key: /order/pending waits for one instead of sending again. */
const running = new Map<string, Promise<unknown>>()

export function trackCreate<T>(key: string, create: Promise<T>): Promise<T> {
  running.set(key, create)
  const done = () => running.delete(key)
  create.then(done, done)
  return create
}

export const runningCreate = (key: string): Promise<unknown> | undefined => running.get(key)
