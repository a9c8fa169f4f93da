import { formOptions } from '@tanstack/react-form'
import { keyNameError } from './key-rules'

export interface CreateKeyFormValues {
  /** Optional: without one the server names the key (GenerateApiKeyRequest). */
  name: string
}

export function createKeyFormErrors(value: CreateKeyFormValues) {
  const name = keyNameError(value.name, { required: false })
  return name ? { fields: { name } } : undefined
}

const defaultValues: CreateKeyFormValues = { name: '' }

/** The new key form: a name, judged as typed and on submit. */
export const createKeyFormOptions = formOptions({
  defaultValues,
  validators: {
    onChange: ({ value }: { value: CreateKeyFormValues }) => createKeyFormErrors(value),
    onSubmit: ({ value }: { value: CreateKeyFormValues }) => createKeyFormErrors(value),
  },
})
