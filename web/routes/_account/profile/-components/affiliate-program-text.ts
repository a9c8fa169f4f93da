import { m } from '@/paraglide/messages.js'

/** Title and description of the affiliate program page: its heading, and its head (imported on demand). */
export const affiliateProgramText = () => ({
  title: m.page_title_profile_affiliate_program(),
  description: m.page_description_profile_affiliate_program(),
})
