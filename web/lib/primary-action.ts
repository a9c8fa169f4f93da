import { type RefObject, useEffect, useSyncExternalStore } from 'react'

/** For the Telegram main button: features may not import each other, so a form registers here. The latest wins. */
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

/** Clicks the form's submit button, so it goes through the same checks as a click. */
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
