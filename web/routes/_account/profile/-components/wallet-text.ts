import { m } from '@/paraglide/messages.js'

/** Title and description of the account wallet page: its heading, and its head (imported on demand). */
export const profileWalletText = () => ({
  title: m.page_title_profile_wallet(),
  description: m.page_description_profile_wallet(),
})
