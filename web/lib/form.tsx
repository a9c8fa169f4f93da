import { type AnyFormApi, createFormHook, createFormHookContexts, type DeepKeys } from '@tanstack/react-form'
import { type MouseEvent, type ReactNode, type RefCallback, useCallback, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox, type CheckboxProps } from '@/components/ui/checkbox'
import { TextField, type TextFieldProps } from '@/components/ui/text-field'

/**
 * The app's one form hook (TanStack Form). Fields render through the design system's inputs, show their first
 * error once touched or after a submit attempt, and carry aria-invalid / aria-describedby from the inputs; a text
 * field says a new error politely while the user is in it (components/ui/text-field.tsx).
 * A submit judges every field, every time, shows all the errors at once and moves focus to the first of them.
 * Server errors on a field go in its `onServer` slot (setServerFieldError) and clear as soon as the user edits it.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** A validator's error as text: our validators return messages; Standard Schema (zod) issues carry `message`. */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return undefined
}

function useVisibleError(): string | undefined {
  const field = useFieldContext<unknown>()
  const shown = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  if (!shown) return undefined
  return field.state.meta.errors.map(errorText).find(Boolean)
}

/**
 * The input of each field of each form, so a refused submit can focus the first field in error. Keyed by the form's
 * store: a field holds the core FormApi, while useAppForm hands its caller a copy of it that shares the store.
 */
const fieldElements = new WeakMap<object, Map<string, HTMLElement>>()

/** Registers the field's input element under its name (a ref callback). */
function useFieldElement(): RefCallback<HTMLElement> {
  const field = useFieldContext<unknown>()
  const { form, name } = field
  return useCallback(
    (element: HTMLElement | null) => {
      const elements = fieldElements.get(form.store) ?? new Map<string, HTMLElement>()
      fieldElements.set(form.store, elements)
      if (element) elements.set(name, element)
      else elements.delete(name)
    },
    [form, name],
  )
}

/** Focuses the form's first field (in page order) that has an error; false when none has. */
export function focusFirstInvalidField(form: AnyFormApi): boolean {
  const invalid = [...(fieldElements.get(form.store) ?? [])]
    .filter(([name]) => (form.getFieldMeta(name)?.errors ?? []).some((error) => errorText(error)))
    .map(([, element]) => element)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  invalid[0]?.focus()
  return invalid.length > 0
}

function clearServerError<Value>(field: ReturnType<typeof useFieldContext<Value>>) {
  if (field.state.meta.errorMap.onServer === undefined) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** Rewrites what was typed before it is stored (e.g. the amount rule's tidied text). */
  normalize?: (typed: string) => string
}

function FormTextField({ normalize, ...props }: FormTextFieldProps) {
  const field = useFieldContext<string>()
  return (
    <TextField
      {...props}
      ref={useFieldElement()}
      name={field.name}
      value={field.state.value}
      onChange={(event) => {
        clearServerError(field)
        field.handleChange(normalize ? normalize(event.target.value) : event.target.value)
      }}
      onBlur={field.handleBlur}
      error={useVisibleError()}
    />
  )
}

function FormCheckbox(props: Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'onBlur' | 'error'>) {
  const field = useFieldContext<boolean>()
  return (
    <Checkbox
      {...props}
      ref={useFieldElement()}
      name={field.name}
      checked={field.state.value}
      onChange={(event) => {
        clearServerError(field)
        field.handleChange(event.target.checked)
      }}
      onBlur={field.handleBlur}
      error={useVisibleError()}
    />
  )
}

/** The part of a TanStack FormApi that validationSettled reads. */
interface ValidatingForm {
  state: { isFieldsValidating: boolean; isFormValidating: boolean }
  store: { subscribe(listener: () => void): { unsubscribe(): void } }
}

/**
 * Resolves once no validator of the form runs. It first lets a blur caused by the same click start its check
 * (an async onBlur validator, e.g. the exchange form's server address check), then waits for every check.
 */
export async function validationSettled(form: ValidatingForm): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0))
  const validating = () => form.state.isFieldsValidating || form.state.isFormValidating
  if (!validating()) return
  await new Promise<void>((resolve) => {
    const subscription = form.store.subscribe(() => {
      if (validating()) return
      subscription.unsubscribe()
      resolve()
    })
  })
}

/**
 * Submits once. TanStack Form ignores a submit while a field validates (canSubmit is false), so a click (or the
 * Enter that clicks the default button) that lands while an async blur check runs would be lost: the button waits
 * for the checks to settle, then submits the form through its own onSubmit (requestSubmit). It is busy while it
 * waits and aria-disabled while the form submits, and a second click (or Enter) meanwhile does nothing. Not
 * `disabled`: a focused button that becomes disabled drops focus to <body>, so after a failed submit a keyboard or
 * screen-reader user would start again from the top of the page.
 */
function SubmitButton({ children, pendingLabel }: { children: ReactNode; pendingLabel?: ReactNode }) {
  const form = useFormContext()
  const waiting = useRef(false)
  const [settling, setSettling] = useState(false)

  async function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const button = event.currentTarget
    if (waiting.current || form.state.isSubmitting) return
    waiting.current = true
    setSettling(true)
    try {
      await validationSettled(form as unknown as ValidatingForm)
      // The form's onSubmit starts handleSubmit synchronously, so isSubmitting is set before this returns.
      if (button.form) button.form.requestSubmit(button)
      else void form.handleSubmit()
    } finally {
      waiting.current = false
      setSettling(false)
    }
  }

  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button
          type="submit"
          onClick={onClick}
          aria-disabled={isSubmitting || undefined}
          aria-busy={isSubmitting || settling || undefined}
        >
          {isSubmitting && pendingLabel ? pendingLabel : children}
        </Button>
      )}
    </form.Subscribe>
  )
}

const appFormHook = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: FormTextField, Checkbox: FormCheckbox },
  formComponents: { SubmitButton },
})

export const { withForm, withFieldGroup } = appFormHook

/**
 * TanStack's useForm with the app's submit rule. Left to itself, TanStack refuses a submit up front while an error
 * already shows (canSubmit is false) and judges nothing else, so a field never checked (an empty memo next to a
 * refund address equal to the destination) showed its error only on a second press. Here every submit runs every
 * field's rules and the form's own (`canSubmitWhenInvalid`: TanStack still submits nothing while one fails), then
 * focus moves to the first field in error. A form's own onSubmitInvalid still runs after that.
 */
export const useAppForm: typeof appFormHook.useAppForm = (options) =>
  appFormHook.useAppForm({
    canSubmitWhenInvalid: true,
    ...options,
    onSubmitInvalid: (props) => {
      // TanStack stops before the form-level rules when a field failed: judge them too, so nothing waits for a
      // second press (a no-op for forms without form-level validators).
      void props.formApi.validate('submit')
      focusFirstInvalidField(props.formApi)
      options?.onSubmitInvalid?.(props)
    },
  })

/** What setServerFieldError needs of a form (a TanStack FormApi, or the app form built on it) of `TFormData`. */
export type ServerErrorForm<TFormData> = {
  readonly state: { readonly values: TFormData }
  setFieldMeta: AnyFormApi['setFieldMeta']
}

/**
 * Puts a server error on a field (docs/product.md §8: e.g. invalid credentials on login and password). The name is checked
 * against the form's own fields, so a renamed field fails the typecheck here instead of marking nothing.
 */
export function setServerFieldError<TFormData>(
  form: ServerErrorForm<TFormData>,
  name: DeepKeys<TFormData>,
  message: string,
): void {
  form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
}
