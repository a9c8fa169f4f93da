// Writes the mock world's coin logos into public/logos/ (served by the site as /logos/<ticker>.svg, the
// currencyLogoLink of mocks/world/instruments-seed.ts): `npx tsx scripts/update-mock-logos.ts`, after a coin is
// added to the seed. The logos are @web3icons/core's (MIT), packed from the registry by this script rather than
// installed: the app does not use the package, and every `npm ci` would unpack its 18 000 files. The fiat
// currencies get their sign in a circle, and the few coins the package lacks a placeholder (a backend's generic
// token icon: the contract requires a logo link). The result is committed; mocks/world/coin-logos.test.ts checks
// that every logo the seed links to is there and every file there is linked to.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { seedInstruments } from '../mocks/world/instruments-seed'
import { drawsOnlyInWhite } from '../mocks/world/logo-fills'

const PACKAGE = '@web3icons/core@4.0.56'
const OUT_DIR = join(import.meta.dirname, '..', 'public', 'logos')

/** Coins the package files under another name or as a network: ticker → path under dist/svgs. */
const ALIASES: Record<string, string> = {
  TON: 'networks/branded/ton',
  INJ: 'networks/branded/injective',
  IOTX: 'networks/branded/iotex',
  RENDER: 'tokens/branded/RNDR',
}

/**
 * Coins whose branded logo draws in white on nothing, made for a dark page, and so invisible on the light theme: they
 * get the package's variant on the brand's ground. Found by their fills (only white) or named here (FDUSD: white
 * letters beside a green bar).
 */
const ON_GROUND = new Set(['FDUSD'])

const FIAT_SIGNS: Record<string, { sign: string; color: string }> = {
  USD: { sign: '$', color: '#2E7D32' },
  EUR: { sign: '€', color: '#1A4FA0' },
  RUB: { sign: '₽', color: '#B23A48' },
}

/** A sign in a coloured circle: a fiat currency's, or a coin's first letter on grey where the package has none. */
const signLogo = ({ sign, color }: { sign: string; color: string }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="${color}"/><text x="12" y="16.5" fill="#fff" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" text-anchor="middle">${sign}</text></svg>\n`
const PLACEHOLDER_COLOR = '#6B7280'

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'mock-logos-'))
  try {
    execFileSync('npm', ['pack', PACKAGE, '--pack-destination', work, '--silent'], { stdio: 'ignore' })
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
    if (!tarball) throw new Error(`npm pack ${PACKAGE} wrote no tarball`)
    execFileSync('tar', ['xzf', join(work, tarball), '-C', work])
    const svgs = join(work, 'package', 'dist', 'svgs')

    rmSync(OUT_DIR, { recursive: true, force: true })
    mkdirSync(OUT_DIR, { recursive: true })
    const tickers = new Set(seedInstruments().map(({ instrument }) => instrument.currencyTitle))
    const missing: string[] = []
    for (const ticker of [...tickers].sort()) {
      const file = join(OUT_DIR, `${ticker.toLowerCase()}.svg`)
      const fiat = FIAT_SIGNS[ticker]
      if (fiat) {
        writeFileSync(file, signLogo(fiat))
        continue
      }
      const load = (path: string) =>
        import(pathToFileURL(join(svgs, `${path}.svg.js`)).href).then(
          (module: { default: string }) => module.default,
          () => null,
        )
      const branded = await load(ALIASES[ticker] ?? `tokens/branded/${ticker}`)
      const svg =
        branded !== null && (ON_GROUND.has(ticker) || drawsOnlyInWhite(branded))
          ? ((await load(`tokens/background/${ticker}`)) ?? branded)
          : branded
      if (svg === null) {
        missing.push(ticker)
        writeFileSync(file, signLogo({ sign: ticker.slice(0, 1), color: PLACEHOLDER_COLOR }))
      } else writeFileSync(file, `${svg.replace(/\s+class="[^"]*"/, '').trim()}\n`)
    }
    console.log(`wrote ${tickers.size} logos to public/logos; placeholders for ${missing.join(', ')}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
