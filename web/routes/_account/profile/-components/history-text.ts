import { m } from '@/paraglide/messages.js'

/** Title and description of the order history page: its heading, and its head (imported on demand). */
export const historyText = () => ({
  title: m.page_title_profile_history(),
  description: m.page_description_profile_history(),
})
