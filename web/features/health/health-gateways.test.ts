import type { HealthStatus } from '@sdk/gen/api/types.gen'
import { describe, expect, it, vi } from 'vitest'
import { checkGateways, type GatewayCall } from './health-gateways'

const answers = (status: HealthStatus): GatewayCall => vi.fn(async () => status)
const fails = (): GatewayCall =>
  vi.fn(async () => {
    throw new Error('503')
  })

describe('checkGateways', () => {
  it('takes the main gateway’s answer and leaves the other one alone', async () => {
    const other = answers('OK')
    await expect(
      checkGateways(answers('TECHNICAL_DIFFICULTIES'), other, new AbortController().signal),
    ).resolves.toEqual({ status: 'TECHNICAL_DIFFICULTIES', gatewayDown: false })
    expect(other).not.toHaveBeenCalled()
  })

  it('asks the other gateway when the main one fails, and says one gateway is down', async () => {
    await expect(checkGateways(fails(), answers('OK'), new AbortController().signal)).resolves.toEqual({
      status: 'OK',
      gatewayDown: true,
    })
    await expect(checkGateways(fails(), answers('UNHEALTHY'), new AbortController().signal)).resolves.toEqual(
      {
        status: 'UNHEALTHY',
        gatewayDown: true,
      },
    )
  })

  it('fails the check when both gateways fail', async () => {
    await expect(checkGateways(fails(), fails(), new AbortController().signal)).rejects.toThrow('503')
  })

  it('does not ask the other gateway once the check was stopped', async () => {
    const controller = new AbortController()
    const other = answers('OK')
    const main: GatewayCall = async () => {
      controller.abort()
      throw new Error('aborted')
    }
    await expect(checkGateways(main, other, controller.signal)).rejects.toThrow('aborted')
    expect(other).not.toHaveBeenCalled()
  })
})
