import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getServiceStatus, setServiceStatus } from '@/lib/connectivity/service-status'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { HealthMonitor } from './health-monitor'

const network = setupSdkTestNetwork()

afterEach(() => {
  cleanup()
  network.server.events.removeAllListeners()
  setServiceStatus('OK')
  vi.useRealTimers()
})

/** Lets the mock network answer (real I/O; only setTimeout is faked) until `done()` holds, at most `ms`. */
const until = async (done: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!done() && Date.now() < end) {
    await act(() => new Promise((resolve) => setImmediate(resolve)))
  }
}

/** Lets pending answers arrive when nothing visible is expected to change. */
const drain = () => until(() => false, 300)

describe('HealthMonitor', () => {
  it('disables the service while the server reports technical difficulties and enables it again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.healthStatus = 'TECHNICAL_DIFFICULTIES'
    render(<HealthMonitor />)
    await until(() => getServiceStatus() !== 'OK')
    expect(getServiceStatus()).toBe('TECHNICAL_DIFFICULTIES')

    network.world.controls.healthStatus = 'OK'
    await act(() => vi.advanceTimersByTimeAsync(4999))
    await drain()
    expect(getServiceStatus()).toBe('TECHNICAL_DIFFICULTIES')
    await act(() => vi.advanceTimersByTimeAsync(1))
    await until(() => getServiceStatus() === 'OK')
    expect(getServiceStatus()).toBe('OK')
  })

  it('marks the service unhealthy when the server says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.healthStatus = 'UNHEALTHY'
    render(<HealthMonitor />)
    await until(() => getServiceStatus() !== 'OK')
    expect(getServiceStatus()).toBe('UNHEALTHY')
  })

  it('shows the offline notice when checks fail and the internet cannot be reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.healthStatus = 'fail'
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    const requests: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      requests.push(new URL(request.url).pathname)
    })
    const checks = () => requests.filter((path) => path === '/api/v1/health').length
    render(<HealthMonitor />)
    await drain()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await drain()
    await act(() => vi.advanceTimersByTimeAsync(7500))
    await until(() => screen.getByRole('status').textContent !== '')
    expect(checks()).toBe(3)
    expect(screen.getByRole('status').textContent).toContain(m.health_offline_title())
    expect(getServiceStatus()).toBe('OK')
    onLine.mockRestore()
  })

  it('with the main gateway down, asks the other one: the service stays usable, with nothing over the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.gatewayDown = 'getHealth'
    network.world.controls.healthStatus = 'TECHNICAL_DIFFICULTIES'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const requests: string[] = []
    network.server.events.on('request:end', ({ request }) => {
      requests.push(new URL(request.url).pathname)
    })
    render(<HealthMonitor />)
    // The other gateway's answer stands for the service.
    await until(() => getServiceStatus() !== 'OK')
    expect(getServiceStatus()).toBe('TECHNICAL_DIFFICULTIES')
    expect(requests).toEqual(['/api/v1/health', '/api/v1/healthz'])

    network.world.controls.healthStatus = 'OK'
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await until(() => getServiceStatus() === 'OK')
    expect(screen.getByRole('status').textContent).toBe('')
    // Said once, for whoever looks at the console.
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('with the other gateway down alone, only the main one is asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.gatewayDown = 'getHealthz'
    network.world.controls.healthStatus = 'UNHEALTHY'
    const requests: string[] = []
    network.server.events.on('request:end', ({ request }) => {
      requests.push(new URL(request.url).pathname)
    })
    render(<HealthMonitor />)
    await until(() => getServiceStatus() !== 'OK')
    await drain()
    expect(requests).toEqual(['/api/v1/health'])
    expect(getServiceStatus()).toBe('UNHEALTHY')
  })
})
