import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { VerificationPage } from '@/features/verification/components/verification-page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import styles from './-components/section-stack.module.css'

const text = () => ({
  title: m.page_title_profile_verification(),
  description: m.page_description_profile_verification(),
})

export const Route = createFileRoute('/_account/profile/verification')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileVerificationPage,
})

function ProfileVerificationPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...text()} />
      <VerificationPage />
    </div>
  )
}
