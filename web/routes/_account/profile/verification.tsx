import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { VerificationPage } from '@/features/verification/components/verification-page'
import { pageHead } from '@/lib/head/head'
import styles from './-components/section-stack.module.css'
import { verificationText } from './-components/verification-text'

export const Route = createFileRoute('/_account/profile/verification')({
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/verification-text')).verificationText),
  component: ProfileVerificationPage,
})

function ProfileVerificationPage() {
  return (
    <div className={styles.stack}>
      <PageIntro {...verificationText()} />
      <VerificationPage />
    </div>
  )
}
