import { m } from '@/paraglide/messages.js'

/** Title and description of the wallet page: its heading, and its head (imported on demand). */
export const walletText = () => ({ title: m.page_title_wallet(), description: m.page_description_wallet() })
