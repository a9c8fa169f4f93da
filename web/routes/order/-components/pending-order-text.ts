import { m } from '@/paraglide/messages.js'

/** Title and description of the pending order page: its heading, and its head (imported on demand). */
export const pendingOrderText = () => ({
  title: m.page_title_order_pending(),
  description: m.page_description_order_pending(),
})
