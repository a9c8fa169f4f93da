import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { redirectReferralLanding } from './referral-landing-rule'
import { navigationTo, redirectOf } from './test-support'

const network = setupSdkTestNetwork()

afterEach(() => vi.restoreAllMocks())

describe('rule 1: cur_from / cur_to / ref on the home page', () => {
  it('opens the exchange page of the pair, by the instruments slugs, keeping ref', async () => {
    const args = navigationTo('/?cur_from=BTC&cur_to=usdttrc20&ref=partner42')
    expect(await redirectOf(() => redirectReferralLanding(args))).toMatchObject({
      to: '/exchange-{$pair}',
      params: { pair: 'btc-usdttrc20' },
      search: { ref: 'partner42' },
      replace: true,
    })
  })

  it('logs an error and goes to the home page when an instrument is unknown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const args = navigationTo('/?cur_from=BTC&cur_to=NOSUCHCOIN&ref=partner42')
    const target = await redirectOf(() => redirectReferralLanding(args))
    expect(target).toMatchObject({ to: '/', replace: true })
    expect(target?.search).toBeUndefined()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NOSUCHCOIN'))
  })

  it('logs an error and goes to the home page when the lookup fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    network.world.controls.failNext('listInstrumentsV1', 'http503')
    const args = navigationTo('/?cur_from=BTC&cur_to=ETH&ref=partner42')
    expect(await redirectOf(() => redirectReferralLanding(args))).toMatchObject({ to: '/' })
    expect(error).toHaveBeenCalled()
  })

  it('does nothing unless all three are there, or off the home page', async () => {
    const requests: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      requests.push(request.url)
    })
    for (const href of [
      '/?cur_from=BTC&cur_to=ETH',
      '/?cur_from=BTC&ref=x',
      '/support?cur_from=BTC&cur_to=ETH&ref=x',
    ]) {
      expect(await redirectOf(() => redirectReferralLanding(navigationTo(href)))).toBeNull()
    }
    expect(requests).toEqual([])
    network.server.events.removeAllListeners()
  })
})
