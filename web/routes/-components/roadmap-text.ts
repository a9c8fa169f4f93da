import { m } from '@/paraglide/messages.js'

/** Title and description of the roadmap page: its heading, and its head (imported on demand). */
export const roadmapText = () => ({
  title: m.page_title_roadmap(),
  description: m.page_description_roadmap(),
})
