import { m } from '@/paraglide/messages.js'

/** Title and description of the profile page: its heading, and its head (imported on demand). */
export const profileInfoText = () => ({
  title: m.page_title_profile_info(),
  description: m.page_description_profile_info(),
})
