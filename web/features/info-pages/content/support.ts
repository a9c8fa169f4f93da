import { m } from '@/paraglide/messages.js'
import type { InfoSection } from '../components/info-article'

/** The support page's text (messages in web/messages/pages). */
export const supportSections = (): InfoSection[] => [
  {
    title: m.info_support_1_title(),
    paragraphs: [m.info_support_1_p1()],
    points: [m.info_support_1_point1(), m.info_support_1_point2(), m.info_support_1_point3()],
  },
]
