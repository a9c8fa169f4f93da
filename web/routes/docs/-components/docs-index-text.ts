import { m } from '@/paraglide/messages.js'

/** Title and description of the docs index: its heading, and its head (imported on demand). */
export const docsIndexText = () => ({ title: m.docs_title(), description: m.docs_description() })
