import { type RefObject, useEffect, useSyncExternalStore } from 'react'

/**
 * A page's primary action, for a native control outside the page: the messenger's main button (the Telegram
 * feature) shows `label` and calls `run`. Features may not import each other, so a form registers here and the
 * Telegram layer reads it. The latest registration wins; unmounting removes it.
 */
export interface PrimaryAction {
  label: string
  run: () => void
}

let stack: readonly PrimaryAction[] = []
const listeners = new Set<() => void>()

const publish = (next: readonly PrimaryAction[]) => {
  stack = next
  for (const listener of listeners) listener()
}

export function getPrimaryAction(): PrimaryAction | null {
  return stack.at(-1) ?? null
}

export function subscribePrimaryAction(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePrimaryActionValue(): PrimaryAction | null {
  return useSyncExternalStore(subscribePrimaryAction, getPrimaryAction, () => null)
}

/**
 * Registers a form's submit as the page's primary action while the form is mounted (no label: none). The action
 * clicks the form's submit button, so it goes through the same checks as a click: waiting for field checks, no
 * double submit, nothing while the button is disabled.
 */
export function usePrimaryFormAction(form: RefObject<HTMLFormElement | null>, label: string | null): void {
  useEffect(() => {
    if (label === null) return
    const action: PrimaryAction = {
      label,
      run: () => {
        const submit = form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')
        if (submit && !submit.disabled) submit.click()
      },
    }
    publish([...stack, action])
    return () => publish(stack.filter((entry) => entry !== action))
  }, [form, label])
}
