import { updateApiKeyMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { ApiKey } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Callout } from '@/components/ui/callout'
import { RedirectDialogFrame } from '@/components/ui/redirect-dialog'
import { errorMessage } from '@/lib/error-message'
import { setServerFieldError, useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { editKeyFormOptions, editKeyRequest } from '../forms/edit-key-form-options'
import { reloadApiKeys } from '../queries'
import styles from './api-keys.module.css'

/** Renames a key and edits its IP allow-list in a dialog; the form is filled afresh each time it opens. */
export function EditKeyDialog({
  apiKey,
  open,
  onClose,
}: {
  apiKey: ApiKey
  open: boolean
  onClose: () => void
}) {
  return (
    <RedirectDialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
      title={m.api_keys_edit_title()}
      description={m.api_keys_edit_text()}
      closeLabel={m.api_keys_edit_cancel()}
    >
      <EditKeyForm apiKey={apiKey} onSaved={onClose} />
    </RedirectDialogFrame>
  )
}

const SERVER_FIELDS = new Set(['name', 'whiteListIp'] as const)
const isFormField = (field: string | null): field is 'name' | 'whiteListIp' =>
  SERVER_FIELDS.has(field as 'name' | 'whiteListIp')

function EditKeyForm({ apiKey, onSaved }: { apiKey: ApiKey; onSaved: () => void }) {
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const update = useMutation({ ...updateApiKeyMutation(), onSettled: () => reloadApiKeys(queryClient) })

  const form = useAppForm({
    ...editKeyFormOptions(apiKey),
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        await update.mutateAsync({ body: editKeyRequest(apiKey, value) })
        onSaved()
      } catch (error) {
        const field = isApiError(error) ? error.field : null
        if (isFormField(field)) setServerFieldError(formApi, field, errorMessage(error))
        else setFormError(errorMessage(error))
      }
    },
  })

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={m.api_keys_edit_title()}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="name">
        {(field) => <field.TextField label={m.api_keys_name_label()} autoComplete="off" required />}
      </form.AppField>
      <form.AppField name="whiteListIp">
        {(field) => (
          <field.TextField
            label={m.api_keys_ips_field_label()}
            hint={m.api_keys_ips_hint()}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
          />
        )}
      </form.AppField>
      {formError && (
        <Callout tone="danger" role="alert">
          {formError}
        </Callout>
      )}
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.api_keys_edit_pending()}>
          {m.api_keys_edit_submit()}
        </form.SubmitButton>
      </form.AppForm>
    </form>
  )
}
