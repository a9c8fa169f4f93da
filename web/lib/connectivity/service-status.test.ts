import { afterEach, describe, expect, it, vi } from 'vitest'
import { getServiceStatus, setServiceStatus, subscribeServiceStatus } from './service-status'

afterEach(() => setServiceStatus('OK'))

describe('service status store', () => {
  it('starts OK and notifies subscribers of changes only', () => {
    expect(getServiceStatus()).toBe('OK')
    const listener = vi.fn()
    const unsubscribe = subscribeServiceStatus(listener)

    setServiceStatus('UNHEALTHY')
    setServiceStatus('UNHEALTHY')
    expect(getServiceStatus()).toBe('UNHEALTHY')
    expect(listener).toHaveBeenCalledTimes(1)

    unsubscribe()
    setServiceStatus('TECHNICAL_DIFFICULTIES')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
