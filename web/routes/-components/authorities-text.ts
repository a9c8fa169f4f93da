import { m } from '@/paraglide/messages.js'

/** Title and description of the authorities page: its heading, and its head (imported on demand). */
export const authoritiesText = () => ({
  title: m.page_title_for_competent_authorities(),
  description: m.page_description_for_competent_authorities(),
})
