import { m } from '@/paraglide/messages.js'

/** Title and description of the API keys page: its heading, and its head (imported on demand). */
export const apiKeysText = () => ({
  title: m.page_title_profile_keys(),
  description: m.page_description_profile_keys(),
})
