import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'
import { ExchangeFormSlot } from './-components/exchange-form-slot'

const text = () => ({ title: m.page_title_home(), description: m.page_description_home() })

/**
 * cur_from / cur_to / ref: the referral redirect of spec §2 (rule 1), handled later.
 * redirect: where a guest wanted to go before the auth guard sent them here.
 */
const homeSearchSchema = z.object({
  cur_from: z.optional(z.string()),
  cur_to: z.optional(z.string()),
  ref: z.optional(z.string()),
  redirect: z.optional(z.string()),
})

export const Route = createFileRoute('/')({
  validateSearch: homeSearchSchema,
  head: ({ match }) => pageHead(match, text),
  component: HomePage,
})

function HomePage() {
  return (
    <Page {...text()}>
      <ExchangeFormSlot />
    </Page>
  )
}
