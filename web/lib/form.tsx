import { type AnyFormApi, createFormHook, createFormHookContexts, type DeepKeys } from '@tanstack/react-form'
import { type MouseEvent, type ReactNode, type RefCallback, useCallback, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox, type CheckboxProps } from '@/components/ui/checkbox'
import { TextField, type TextFieldProps } from '@/components/ui/text-field'

/** The app's one form hook (TanStack Form) with the design system's fields; server field errors clear on edit. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

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

/** Keyed by the form's store: a field holds the core FormApi, while useAppForm hands out a copy sharing the store. */
const fieldElements = new WeakMap<object, Map<string, HTMLElement>>()

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

interface ValidatingForm {
  state: { isFieldsValidating: boolean; isFormValidating: boolean }
  store: { subscribe(listener: () => void): { unsubscribe(): void } }
}

/** Lets a blur caused by the same click start its async check first, then waits for every check. */
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
 * TanStack ignores a submit while a field validates, so the button waits for the checks and then submits once.
 * aria-disabled rather than disabled: a disabled focused button drops focus to <body>.
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
 * Every submit runs every field's and the form's rules, then focuses the first field in error: TanStack alone
 * judges nothing while an error already shows, so an unchecked field would only complain on a second press.
 */
export const useAppForm: typeof appFormHook.useAppForm = (options) =>
  appFormHook.useAppForm({
    canSubmitWhenInvalid: true,
    ...options,
    onSubmitInvalid: (props) => {
      // TanStack stops before the form-level rules when a field failed; judge them too.
      void props.formApi.validate('submit')
      focusFirstInvalidField(props.formApi)
      options?.onSubmitInvalid?.(props)
    },
  })

export type ServerErrorForm<TFormData> = {
  readonly state: { readonly values: TFormData }
  setFieldMeta: AnyFormApi['setFieldMeta']
}

/** The field name is checked against the form's fields, so a renamed field fails the typecheck instead of marking nothing. */
export function setServerFieldError<TFormData>(
  form: ServerErrorForm<TFormData>,
  name: DeepKeys<TFormData>,
  message: string,
): void {
  form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }))
}
