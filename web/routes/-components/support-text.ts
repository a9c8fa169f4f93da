import { m } from '@/paraglide/messages.js'

/** Title and description of the support page: its heading, and its head (imported on demand). */
export const supportText = () => ({
  title: m.page_title_support(),
  description: m.page_description_support(),
})
