import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DepositQr } from './deposit-qr'

afterEach(cleanup)

/** How light a #rrggbb colour is, 0 (black) to 1 (white); NaN for anything else (currentColor, transparent). */
function lightness(colour: string | null | undefined): number {
  const hex = /^#([\da-f]{6})$/i.exec(colour ?? '')?.[1]
  if (!hex) return Number.NaN
  const channels = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return channels.reduce((sum, channel) => sum + channel, 0) / (3 * 255)
}

describe('DepositQr', () => {
  it('is a named image that paints dark modules on its own light background, whatever the theme', () => {
    render(
      <DepositQr value="bc1qxs79pjuzz6luxu60ayaf26l5tare6ltapn9k0h" label="QR code of the deposit address" />,
    )
    const qr = screen.getByRole('img', { name: 'QR code of the deposit address' })
    // qrcode.react draws the background (with the quiet zone) first, then the modules.
    const [background, modules] = [...qr.querySelectorAll('path')].map((path) => path.getAttribute('fill'))
    // Colours the theme (or forced colours) would repaint, such as currentColor or transparent, fail here.
    expect(lightness(background)).toBeGreaterThan(0.9)
    expect(lightness(modules)).toBeLessThan(0.1)
    // The quiet zone: no module within 4 modules of the edge (the path's coordinates are in modules).
    const size = Number(qr.getAttribute('viewBox')?.split(' ')[2])
    const runs = (qr.querySelectorAll('path')[1]?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h(\d+)/g)
    const moduleCoordinates = [...runs].flatMap(([, x, y, run]) => [
      Number(x),
      Number(y),
      Number(x) + Number(run),
    ])
    expect(Math.min(...moduleCoordinates)).toBeGreaterThanOrEqual(4)
    expect(Math.max(...moduleCoordinates)).toBeLessThanOrEqual(size - 4)
  })
})
