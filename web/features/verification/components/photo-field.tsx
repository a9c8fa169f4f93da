import { useId, useState } from 'react'
import { buttonClassName } from '@/components/ui/button'
import { errorText, useFieldContext } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { photoProblem, readPhoto } from '../photo-file'
import styles from './verification.module.css'

/**
 * A photo from a file or, on a device with a camera, taken there and then (`capture`): checked for type and size
 * before it is read, previewed, and kept as the data URL the contract sends.
 */
export function PhotoField({ label, camera }: { label: string; camera: 'user' | 'environment' }) {
  const field = useFieldContext<string>()
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const shown = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  const error = problem ?? (shown ? field.state.meta.errors.map(errorText).find(Boolean) : undefined)

  async function choose(file: File | undefined) {
    if (!file) return
    const refused = photoProblem(file)
    setProblem(refused)
    if (refused) return
    field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
    field.handleChange(await readPhoto(file))
  }

  return (
    <div className={styles.photo}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {/* The design system's button in place of the browser's own: the input is visually hidden inside it, still
          focused and named by the field's label. */}
      <label className={buttonClassName({ variant: 'secondary' }, styles.fileButton)}>
        <input
          id={id}
          name={field.name}
          type="file"
          accept="image/*"
          capture={camera}
          className={styles.fileInput}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {field.state.value ? m.verification_photo_change() : m.verification_photo_choose()}
      </label>
      <div className={styles.preview}>
        {field.state.value ? (
          <img src={field.state.value} alt={m.verification_photo_preview({ photo: label })} />
        ) : (
          <span className={styles.muted}>{m.verification_photo_none()}</span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
