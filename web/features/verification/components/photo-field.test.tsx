import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { PhotoField } from './photo-field'

afterEach(cleanup)

function SelfieForm() {
  const form = useAppForm({ defaultValues: { facePhoto: '' } })
  return (
    <form.AppField name="facePhoto">
      {() => <PhotoField label={m.verification_photo_face()} camera="user" />}
    </form.AppField>
  )
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' })

describe('the photo field', () => {
  it("is the design system's button, named by its label, and says when a photo is chosen", async () => {
    const user = userEvent.setup()
    render(<SelfieForm />)
    const input = screen.getByLabelText(m.verification_photo_face())
    expect(input.getAttribute('type')).toBe('file')
    // The visible control is our button's text, not the browser's "Choose File".
    expect(screen.getByText(m.verification_photo_choose()).contains(input)).toBe(true)
    expect(screen.getByText(m.verification_photo_none())).toBeTruthy()

    await user.upload(input, png())
    expect(
      await screen.findByRole('img', {
        name: m.verification_photo_preview({ photo: m.verification_photo_face() }),
      }),
    ).toBeTruthy()
    expect(screen.getByText(m.verification_photo_change()).contains(input)).toBe(true)
  })

  it('refuses a file that is not an image, on the field', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<SelfieForm />)
    const input = screen.getByLabelText(m.verification_photo_face())
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(m.verification_photo_type())).toBeTruthy()
  })
})
