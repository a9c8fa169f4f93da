import { m } from '@/paraglide/messages.js'

/** Title and description of the popular exchanges page: its heading, and its head (imported on demand). */
export const popularExchangesText = () => ({
  title: m.page_title_popular_exchanges(),
  description: m.page_description_popular_exchanges(),
})
