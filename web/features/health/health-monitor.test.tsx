import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getServiceStatus, setServiceStatus } from '@/lib/service-status'
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

  it('with the main gateway down, asks the other one: the service stays usable and a notice says requests may be slow', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.gatewayDown = 'getHealth'
    const requests: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      requests.push(new URL(request.url).pathname)
    })
    render(<HealthMonitor />)
    await until(() => screen.getByRole('status').textContent !== '')
    expect(requests).toEqual(['/api/v1/health', '/api/v1/healthz'])
    expect(screen.getByRole('status').textContent).toContain(m.health_gateway_down_title())
    expect(getServiceStatus()).toBe('OK')

    // The main gateway is back: the next check (5 s on) asks it alone, and the notice goes.
    network.world.controls.gatewayDown = null
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await until(() => screen.getByRole('status').textContent === '')
    expect(screen.getByRole('status').textContent).toBe('')
    expect(requests).toEqual(['/api/v1/health', '/api/v1/healthz', '/api/v1/health'])
  })

  it('with the other gateway down alone, nothing shows: the main gateway answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.gatewayDown = 'getHealthz'
    const requests: string[] = []
    network.server.events.on('request:end', ({ request }) => {
      requests.push(new URL(request.url).pathname)
    })
    render(<HealthMonitor />)
    await until(() => requests.length > 0)
    await drain()
    expect(requests).toEqual(['/api/v1/health'])
    expect(screen.getByRole('status').textContent).toBe('')
    expect(getServiceStatus()).toBe('OK')
  })
})
