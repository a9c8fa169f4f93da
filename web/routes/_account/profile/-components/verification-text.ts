import { m } from '@/paraglide/messages.js'

/** Title and description of the verification page: its heading, and its head (imported on demand). */
export const verificationText = () => ({
  title: m.page_title_profile_verification(),
  description: m.page_description_profile_verification(),
})
