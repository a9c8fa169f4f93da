import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedInstruments } from './instruments-seed'
import { drawsOnlyInWhite } from './logo-fills'

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

  it('has no logo drawn in white only, which the light theme would not show', () => {
    const white = [...files].filter((file) => drawsOnlyInWhite(readFileSync(join(PUBLIC_DIR, file), 'utf8')))
    expect(white).toEqual([])
  })

  it('tells a logo drawn in white only from one with white details', () => {
    expect(drawsOnlyInWhite('<svg fill="none"><path fill="#fff"/><path fill="#FFF"/></svg>')).toBe(true)
    expect(drawsOnlyInWhite('<svg fill="none"><path fill="#0B53BF"/><path fill="#fff"/></svg>')).toBe(false)
    expect(drawsOnlyInWhite('<svg fill="none"><path d="M0 0h24v24H0z"/></svg>')).toBe(false)
  })
})
