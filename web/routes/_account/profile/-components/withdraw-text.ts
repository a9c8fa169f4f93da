import { m } from '@/paraglide/messages.js'

/** Title and description of the withdrawal page: its heading, and its head (imported on demand). */
export const withdrawText = () => ({
  title: m.page_title_profile_withdraw(),
  description: m.page_description_profile_withdraw(),
})
