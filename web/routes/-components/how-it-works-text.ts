import { m } from '@/paraglide/messages.js'

/** Title and description of the how-it-works page: its heading, and its head (imported on demand). */
export const howItWorksText = () => ({
  title: m.page_title_how_it_works(),
  description: m.page_description_how_it_works(),
})
