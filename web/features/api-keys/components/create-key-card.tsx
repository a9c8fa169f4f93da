import { generateApiKeyMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { ApiKeyWithSecret } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { errorMessage } from '@/lib/error-message'
import { setServerFieldError, useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { createKeyFormOptions } from '../forms/create-key-form-options'
import { reloadApiKeys } from '../queries'
import styles from './api-keys.module.css'
import { NewSecretDialog } from './new-secret-dialog'

/** Generates a key (generateApiKey, with the name when one is typed) and shows its secret once. */
export function CreateKeyCard() {
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null)
  const generate = useMutation({
    ...generateApiKeyMutation(),
    gcTime: 0,
    onSettled: () => reloadApiKeys(queryClient),
  })

  const form = useAppForm({
    ...createKeyFormOptions,
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      const name = value.name.trim()
      try {
        const key = await generate.mutateAsync({ body: name ? { name } : {} })
        formApi.reset()
        setCreated(key)
        generate.reset()
      } catch (error) {
        if (isApiError(error) && error.field === 'name')
          setServerFieldError(formApi, 'name', errorMessage(error))
        else setFormError(errorMessage(error))
      }
    },
  })

  return (
    <Card as="section" aria-labelledby="api-keys-create-title" className={styles.card}>
      <h2 id="api-keys-create-title" className={styles.cardTitle}>
        {m.api_keys_create_title()}
      </h2>
      <p className={styles.muted}>{m.api_keys_create_hint()}</p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="api-keys-create-title"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="name">
          {(field) => <field.TextField label={m.api_keys_name_label()} autoComplete="off" />}
        </form.AppField>
        {formError && (
          <Callout tone="danger" role="alert">
            {formError}
          </Callout>
        )}
        <form.AppForm>
          <form.SubmitButton pendingLabel={m.api_keys_create_pending()}>
            {m.api_keys_create_submit()}
          </form.SubmitButton>
        </form.AppForm>
      </form>
      <NewSecretDialog created={created} onClose={() => setCreated(null)} />
    </Card>
  )
}
