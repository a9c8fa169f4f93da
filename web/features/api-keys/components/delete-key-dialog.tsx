import { deleteApiKeyMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { ApiKey } from '@sdk/gen/api/types.gen'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { RedirectDialogFrame } from '@/components/ui/redirect-dialog'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { reloadApiKeys } from '../queries'

/**
 * Asks before a key is deleted for good. Then docs/product.md §8: key_page_delete_key_success for 3 s, or the failure's text
 * (main_error for deleteApiKey, lib/error-message.ts) for 3 s; the list reloads either way.
 */
export function DeleteKeyDialog({
  apiKey,
  name,
  open,
  onClose,
}: {
  apiKey: ApiKey
  name: string
  open: boolean
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    ...deleteApiKeyMutation(),
    onSuccess: () => toast({ type: 'success', message: m.key_page_delete_key_success() }),
    onError: (error) => toast({ type: 'error', message: errorMessage(error) }),
    onSettled: () => {
      onClose()
      return reloadApiKeys(queryClient)
    },
  })

  return (
    <RedirectDialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next && !remove.isPending) onClose()
      }}
      title={m.api_keys_delete_title()}
      description={m.api_keys_delete_text({ name })}
      actions={
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() => remove.mutate({ body: { apiId: apiKey.apiId } })}
        >
          {m.api_keys_delete_confirm()}
        </Button>
      }
      closeLabel={m.api_keys_delete_cancel()}
      focusClose
    />
  )
}
