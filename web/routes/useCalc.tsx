import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_use_calc(), description: m.page_description_use_calc() })

export const Route = createFileRoute('/useCalc')({
  head: ({ match }) => pageHead(match, text),
  component: UseCalcPage,
})

function UseCalcPage() {
  return <Page {...text()} />
}
