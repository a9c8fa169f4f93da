import type { ApiKeyWithSecret } from '@sdk/gen/api/types.gen'
import { Callout } from '@/components/ui/callout'
import { CopyButton } from '@/components/ui/copy-button'
import { RedirectDialogFrame } from '@/components/ui/redirect-dialog'
import { m } from '@/paraglide/messages.js'
import styles from './api-keys.module.css'

/**
 * A new key's secret, shown this once (generateApiKey is the only answer that carries it), with a copy button and the
 * warning that it will not be shown again.
 */
export function NewSecretDialog({
  created,
  onClose,
}: {
  created: ApiKeyWithSecret | null
  onClose: () => void
}) {
  return (
    <RedirectDialogFrame
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={m.api_keys_secret_title()}
      description={m.api_keys_secret_text()}
      closeLabel={m.api_keys_secret_close()}
      dismissible={false}
    >
      {created && (
        <div className={styles.secret}>
          <dl className={styles.facts}>
            <div>
              <dt>{m.api_keys_id_label()}</dt>
              <dd className={styles.mono}>{created.apiId}</dd>
            </div>
            <div>
              <dt>{m.api_keys_secret_label()}</dt>
              <dd className={styles.mono}>{created.apiSecret}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <CopyButton
              value={created.apiSecret}
              label={m.api_keys_copy()}
              copiedLabel={m.api_keys_copied()}
              failedLabel={m.api_keys_copy_failed()}
            />
          </div>
          <Callout tone="warning">{m.api_keys_secret_warning()}</Callout>
        </div>
      )}
    </RedirectDialogFrame>
  )
}
