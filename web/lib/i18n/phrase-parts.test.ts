import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { phraseParts } from './phrase-parts'

describe('phraseParts', () => {
  it('cuts a sentence around its phrases, in the order they appear', () => {
    expect(
      phraseParts('I accept the privacy policy and the terms of service', [
        { text: 'terms of service', target: 'terms' },
        { text: 'privacy policy', target: 'privacy' },
      ]),
    ).toEqual([
      { text: 'I accept the ' },
      { text: 'privacy policy', target: 'privacy' },
      { text: ' and the ' },
      { text: 'terms of service', target: 'terms' },
    ])
  })

  it('leaves a phrase the sentence lacks, or an empty one, as plain text', () => {
    expect(
      phraseParts('Read the rules.', [
        { text: 'rules', target: 1 },
        { text: 'policy', target: 2 },
        { text: '', target: 3 },
      ]),
    ).toEqual([{ text: 'Read the ' }, { text: 'rules', target: 1 }, { text: '.' }])
  })

  it('skips a phrase that overlaps an earlier one', () => {
    expect(
      phraseParts('terms of service', [
        { text: 'terms of', target: 'a' },
        { text: 'of service', target: 'b' },
      ]),
    ).toEqual([{ text: 'terms of', target: 'a' }, { text: ' service' }])
  })

  it.each(['en', 'ru'] as const)('finds both terms links in the register label (%s)', (locale) => {
    const parts = phraseParts(m.auth_terms_label({}, { locale }), [
      { text: m.terms_privacy_link({}, { locale }), target: 'privacy' },
      { text: m.terms_service_link({}, { locale }), target: 'service' },
    ])
    expect(parts.filter((part) => part.target).map((part) => part.target)).toEqual(['privacy', 'service'])
    expect(parts.map((part) => part.text).join('')).toBe(m.auth_terms_label({}, { locale }))
  })
})
