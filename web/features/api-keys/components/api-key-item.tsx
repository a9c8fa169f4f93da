import { updateApiKeyMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { ApiKey } from '@sdk/gen/api/types.gen'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'
import { formatDate } from '@/lib/format/format'
import { toast } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { reloadApiKeys } from '../queries'
import styles from './api-keys.module.css'
import { DeleteKeyDialog } from './delete-key-dialog'
import { EditKeyDialog } from './edit-key-dialog'

/** One key: its facts, and the buttons to edit it, switch it on or off, and delete it. */
export function ApiKeyItem({ apiKey }: { apiKey: ApiKey }) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const name = apiKey.name || m.api_keys_unnamed()
  const toggle = useMutation({
    ...updateApiKeyMutation(),
    onError: (error) => toast({ type: 'error', message: errorMessage(error) }),
    onSettled: () => reloadApiKeys(queryClient),
  })
  const headingId = `api-key-${apiKey.apiId}`

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{m.api_keys_id_label()}</dt>
          <dd className={styles.mono}>{apiKey.apiId}</dd>
        </div>
        <div>
          <dt>{m.api_keys_created_label()}</dt>
          <dd>
            <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{m.api_keys_state_label()}</dt>
          <dd className={styles.state} data-active={apiKey.isActive}>
            {apiKey.isActive ? m.api_keys_state_active() : m.api_keys_state_inactive()}
          </dd>
        </div>
        <div>
          <dt>{m.api_keys_ips_label()}</dt>
          <dd className={styles.mono}>
            {apiKey.whiteListIp.length > 0 ? apiKey.whiteListIp.join(', ') : m.api_keys_ips_any()}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" aria-label={m.api_keys_edit({ name })} onClick={() => setEditing(true)}>
          {m.api_keys_edit_short()}
        </Button>
        <Button
          variant="secondary"
          loading={toggle.isPending}
          aria-label={apiKey.isActive ? m.api_keys_deactivate({ name }) : m.api_keys_activate({ name })}
          onClick={() => toggle.mutate({ body: { ...withoutDate(apiKey), isActive: !apiKey.isActive } })}
        >
          {apiKey.isActive ? m.api_keys_deactivate_short() : m.api_keys_activate_short()}
        </Button>
        <Button variant="danger" aria-label={m.api_keys_delete({ name })} onClick={() => setDeleting(true)}>
          {m.api_keys_delete_short()}
        </Button>
      </div>
      <EditKeyDialog apiKey={apiKey} open={editing} onClose={() => setEditing(false)} />
      <DeleteKeyDialog apiKey={apiKey} name={name} open={deleting} onClose={() => setDeleting(false)} />
    </li>
  )
}

/** The update payload carries what the key is, not when it was made. */
function withoutDate({ apiId, name, whiteListIp, isActive }: ApiKey) {
  return { apiId, name, whiteListIp, isActive }
}
