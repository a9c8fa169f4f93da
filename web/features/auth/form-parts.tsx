import type { FormEvent, ReactNode } from 'react'
import { Callout } from '@/components/ui/callout'
import styles from './auth-dialog.module.css'

/**
 * The form's submit handler: at most one submission at a time. The SubmitButton says it is unavailable while
 * submitting (aria-disabled, so that it keeps focus), and this stops a second Enter or click meanwhile.
 */
export function submitOnce(form: SubmittableForm) {
  return (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (form.state.isSubmitting) return
    clearServerErrors(form)
    void form.handleSubmit()
  }
}

/** The parts of a TanStack FormApi used here. */
type SubmittableForm = {
  state: { isSubmitting: boolean; fieldMeta: object }
  handleSubmit: () => Promise<unknown>
  setFieldMeta: (...args: never[]) => void
}

type MetaWithErrors = { errorMap: Record<string, unknown> }

/**
 * The server's errors were about the previous submission: a new one starts without them (otherwise an untouched
 * field still marked, e.g. the e-mail after invalid credentials, would keep the form from submitting again).
 */
function clearServerErrors(form: SubmittableForm) {
  const setMeta = form.setFieldMeta as (
    name: string,
    updater: (meta: MetaWithErrors) => MetaWithErrors,
  ) => void
  for (const name of Object.keys(form.state.fieldMeta)) {
    setMeta(name, (meta) =>
      meta.errorMap.onServer === undefined
        ? meta
        : { ...meta, errorMap: { ...meta.errorMap, onServer: undefined } },
    )
  }
}

/** A failure that belongs to no field (network, server): read out as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <Callout tone="danger" role="alert">
      {children}
    </Callout>
  )
}

/** Good news from the previous step (code sent, password changed). */
export function FormNotice({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <Callout tone="success" role="status">
      {children}
    </Callout>
  )
}

/** A text button that switches to another dialog. */
export function SwitchLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  )
}

export function SwitchLinks({ children }: { children: ReactNode }) {
  return <div className={styles.links}>{children}</div>
}
