import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedInstruments } from './instruments-seed'

// The mock world's logos are files the site serves (public/logos/, scripts/update-mock-logos.ts): a link without
// its file would show the letter badge and log a 404 on every page that lists the coin.
const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public')

describe('the mock world’s coin logos', () => {
  const links = new Set(seedInstruments().map(({ instrument }) => instrument.currencyLogoLink))
  const files = new Set(readdirSync(join(PUBLIC_DIR, 'logos')).map((name) => `/logos/${name}`))

  it('has a file in public/ for every logo the instruments link to', () => {
    expect([...links].filter((link) => !files.has(link))).toEqual([])
  })

  it('keeps no logo that no instrument links to', () => {
    expect([...files].filter((file) => !links.has(file))).toEqual([])
  })
})
