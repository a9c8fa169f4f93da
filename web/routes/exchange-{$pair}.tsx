import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { pairSchema, parseOrNotFound } from '@/lib/route-params'
import { m } from '@/paraglide/messages.js'

const text =
  ({ send, receive }: { send: string; receive: string }) =>
  () => ({
    title: m.page_title_exchange({ from: send.toUpperCase(), to: receive.toUpperCase() }),
    description: m.page_description_exchange({ from: send.toUpperCase(), to: receive.toUpperCase() }),
  })

/**
 * Spec §2 "Exchange page query". All optional: the pair in the path already names the
 * instruments, and the messenger deep link opens /exchange-{pair} without a query.
 */
const exchangeSearchSchema = z.object({
  send: z.optional(z.string()),
  receive: z.optional(z.string()),
  amount: z.optional(z.string()),
  coin: z.optional(z.string()),
  ref: z.optional(z.string()),
})

export const Route = createFileRoute('/exchange-{$pair}')({
  // 'btc-usdttrc20' → { pair, send: 'btc', receive: 'usdttrc20' }; anything else is a 404.
  params: {
    parse: ({ pair }) => parseOrNotFound(pairSchema, pair),
    stringify: ({ pair }) => ({ pair }),
  },
  validateSearch: exchangeSearchSchema,
  head: ({ match, params }) => pageHead(match, text(params)),
  component: ExchangePage,
})

function ExchangePage() {
  const params = Route.useParams()
  return <Page {...text(params)()} />
}
