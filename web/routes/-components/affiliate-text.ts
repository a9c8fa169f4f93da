import { m } from '@/paraglide/messages.js'

/** Title and description of the affiliate page: its heading, and its head (imported on demand). */
export const affiliateText = () => ({
  title: m.page_title_affiliate(),
  description: m.page_description_affiliate(),
})
