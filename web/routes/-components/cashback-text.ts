import { m } from '@/paraglide/messages.js'

/** Title and description of the cashback page: its heading, and its head (imported on demand). */
export const cashbackText = () => ({
  title: m.page_title_cashback(),
  description: m.page_description_cashback(),
})
