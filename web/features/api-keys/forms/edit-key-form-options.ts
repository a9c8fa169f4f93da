import type { ApiKey, UpdateApiKeyRequest } from '@sdk/gen/api/types.gen'
import { formOptions } from '@tanstack/react-form'
import { splitIpList } from '@/domain/ip-address'
import { ipListError, keyNameError } from './key-rules'

export interface EditKeyFormValues {
  name: string
  /** The allow-list as typed: addresses separated by commas or white space; empty allows any address. */
  whiteListIp: string
}

type FieldErrors = Partial<Record<keyof EditKeyFormValues, string>>

export function editKeyFormErrors(value: EditKeyFormValues): { fields: FieldErrors } | undefined {
  const fields: FieldErrors = {}
  const name = keyNameError(value.name, { required: true })
  const whiteListIp = ipListError(value.whiteListIp)
  if (name) fields.name = name
  if (whiteListIp) fields.whiteListIp = whiteListIp
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

/** The update payload (the whole key: updateApiKey replaces name, allow-list and active flag together). */
export function editKeyRequest(key: ApiKey, value: EditKeyFormValues): UpdateApiKeyRequest {
  return {
    apiId: key.apiId,
    name: value.name.trim(),
    whiteListIp: splitIpList(value.whiteListIp),
    isActive: key.isActive,
  }
}

/** The rename and allow-list form, filled from the key. */
export const editKeyFormOptions = (key: ApiKey) =>
  formOptions({
    defaultValues: { name: key.name, whiteListIp: key.whiteListIp.join(', ') } as EditKeyFormValues,
    validators: {
      onChange: ({ value }: { value: EditKeyFormValues }) => editKeyFormErrors(value),
      onSubmit: ({ value }: { value: EditKeyFormValues }) => editKeyFormErrors(value),
    },
  })
