import { m } from '@/paraglide/messages.js'

/** Title and description of the account cashback page: its heading, and its head (imported on demand). */
export const profileCashbackText = () => ({
  title: m.page_title_profile_cashback(),
  description: m.page_description_profile_cashback(),
})
