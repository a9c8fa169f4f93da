import type { ValidationLogicFn } from '@tanstack/react-form'

/**
 * When the auth forms check themselves: on every change, on leaving a field and on submit, always with the one
 * `onDynamic` validator, so its answer replaces the previous one (no stale error left under another key).
 */
export const authValidationLogic: ValidationLogicFn = (props) => {
  const { type, async } = props.event
  const dynamic = async ? props.validators?.onDynamicAsync : props.validators?.onDynamic
  const runs = type === 'change' || type === 'blur' || type === 'submit'
  return props.runValidation({
    validators: [
      runs && dynamic ? { fn: dynamic, cause: 'dynamic' } : undefined,
      type === 'submit' && !async ? { fn: () => undefined, cause: 'server' } : undefined,
    ],
    form: props.form,
  })
}
