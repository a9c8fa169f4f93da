import { m } from '@/paraglide/messages.js'
import type { InfoSection } from '../components/info-article'

/** The cashback page's text (messages in web/messages/pages). */
export const cashbackSections = (): InfoSection[] => [
  {
    title: m.info_cashback_1_title(),
    paragraphs: [m.info_cashback_1_p1()],
  },
  {
    title: m.info_cashback_2_title(),
    paragraphs: [m.info_cashback_2_p1()],
    points: [m.info_cashback_2_point1(), m.info_cashback_2_point2(), m.info_cashback_2_point3()],
  },
  {
    title: m.info_cashback_3_title(),
    paragraphs: [m.info_cashback_3_p1()],
  },
]
