import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { ApiKeyList } from '@/features/api-keys/components/api-key-list'
import { CreateKeyCard } from '@/features/api-keys/components/create-key-card'
import { pageHead } from '@/lib/head/head'
import { apiKeysText } from './-components/keys-text'
import styles from './-components/section-stack.module.css'

export const Route = createFileRoute('/_account/profile/keys')({
  head: async ({ match }) => pageHead(match, (await import('./-components/keys-text')).apiKeysText),
  component: ProfileKeysPage,
})

function ProfileKeysPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...apiKeysText()} />
      <CreateKeyCard />
      <ApiKeyList />
    </div>
  )
}
