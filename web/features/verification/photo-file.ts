import { VERIFICATION_PHOTO_MAX_BYTES, VERIFICATION_PHOTO_TYPES } from '@/config/constants'
import { m } from '@/paraglide/messages.js'

/** Why a chosen photo cannot be sent (the contract's IdentityPhoto: JPEG, PNG or WebP, at most 10 MB), or null. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!VERIFICATION_PHOTO_TYPES.includes(file.type)) return m.verification_photo_type()
  if (file.size > VERIFICATION_PHOTO_MAX_BYTES)
    return m.verification_photo_size({ megabytes: Math.round(VERIFICATION_PHOTO_MAX_BYTES / 1024 / 1024) })
  return null
}

/** The photo as the data URL the contract sends (`data:image/jpeg;base64,…`). */
export function readPhoto(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}
