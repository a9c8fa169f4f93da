// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Checkbox } from './checkbox'
import { TextField } from './text-field'

afterEach(cleanup)

describe('TextField', () => {
  it('labels the input and links hint and error', () => {
    render(<TextField label="Address" hint="Your wallet address" error="Wrong address" />)
    const input = screen.getByRole('textbox', { name: 'Address' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent)
    expect(texts).toEqual(['Your wallet address', 'Wrong address'])
  })

  it('is valid without an error', () => {
    render(<TextField label="E-mail" />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})

describe('Checkbox', () => {
  it('is labelled and reports an error', () => {
    render(<Checkbox label="I accept the terms" error="Please accept the terms" />)
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const errorId = box.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(errorId)?.textContent).toBe('Please accept the terms')
  })
})
