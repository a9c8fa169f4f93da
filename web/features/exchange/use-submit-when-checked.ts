import { useRef } from 'react'

/** The part of a TanStack FormApi this needs. */
interface CheckedForm {
  state: { isSubmitting: boolean; isFieldsValidating: boolean; isFormValidating: boolean }
  store: { subscribe(listener: () => void): { unsubscribe(): void } }
  handleSubmit(): Promise<void>
}

/**
 * A submit that waits for the field the click took focus from to finish its check (the address check runs on
 * blur, and TanStack Form ignores a submit while a field validates). A second click meanwhile does nothing.
 */
export function useSubmitWhenChecked(form: CheckedForm): () => Promise<void> {
  const waiting = useRef(false)
  return async () => {
    if (waiting.current || form.state.isSubmitting) return
    waiting.current = true
    try {
      // Let the blur that this click caused start its check, then wait for every check to finish.
      await new Promise((resolve) => setTimeout(resolve, 0))
      const checking = () => form.state.isFieldsValidating || form.state.isFormValidating
      await new Promise<void>((resolve) => {
        if (!checking()) return resolve()
        const subscription = form.store.subscribe(() => {
          if (checking()) return
          subscription.unsubscribe()
          resolve()
        })
      })
    } finally {
      waiting.current = false
    }
    await form.handleSubmit()
  }
}
