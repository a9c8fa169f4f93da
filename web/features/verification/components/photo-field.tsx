import { useId, useState } from 'react'
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
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={field.name}
        type="file"
        accept="image/*"
        capture={camera}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
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
