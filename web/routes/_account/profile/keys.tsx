import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { ApiKeyList } from '@/features/api-keys/components/api-key-list'
import { CreateKeyCard } from '@/features/api-keys/components/create-key-card'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({ title: m.page_title_profile_keys(), description: m.page_description_profile_keys() })

export const Route = createFileRoute('/_account/profile/keys')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileKeysPage,
})

function ProfileKeysPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <CreateKeyCard />
      <ApiKeyList />
    </div>
  )
}
