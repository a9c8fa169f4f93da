import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { LinkTelegramCard } from '@/features/telegram/link-telegram-card'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_profile_info(), description: m.page_description_profile_info() })

export const Route = createFileRoute('/_account/profile/info')({
  head: ({ match }) => pageHead(match, text),
  component: ProfileInfoPage,
})

function ProfileInfoPage() {
  return (
    <>
      <PageIntro {...text()} />
      <LinkTelegramCard />
    </>
  )
}
