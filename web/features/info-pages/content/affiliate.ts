import { m } from '@/paraglide/messages.js'
import type { InfoSection } from '../components/info-article'

/** The affiliate page's text (messages in web/messages/pages). */
export const affiliateSections = (): InfoSection[] => [
  {
    title: m.info_affiliate_1_title(),
    paragraphs: [m.info_affiliate_1_p1()],
  },
  {
    title: m.info_affiliate_2_title(),
    paragraphs: [m.info_affiliate_2_p1()],
    points: [
      m.info_affiliate_2_point1(),
      m.info_affiliate_2_point2(),
      m.info_affiliate_2_point3(),
      m.info_affiliate_2_point4(),
    ],
  },
  {
    title: m.info_affiliate_3_title(),
    paragraphs: [m.info_affiliate_3_p1()],
  },
]
