import { m } from '@/paraglide/messages.js'

/** Title and description of the prices page: its heading, and its head (imported on demand). */
export const pricesText = () => ({ title: m.page_title_price(), description: m.page_description_price() })
