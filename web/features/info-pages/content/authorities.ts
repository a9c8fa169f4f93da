import { m } from '@/paraglide/messages.js'
import type { InfoSection } from '../components/info-article'

/** The authorities page's text (messages in web/messages/pages). */
export const authoritiesSections = (): InfoSection[] => [
  {
    title: m.info_authorities_1_title(),
    paragraphs: [m.info_authorities_1_p1()],
  },
  {
    title: m.info_authorities_2_title(),
    paragraphs: [m.info_authorities_2_p1()],
    points: [
      m.info_authorities_2_point1(),
      m.info_authorities_2_point2(),
      m.info_authorities_2_point3(),
      m.info_authorities_2_point4(),
    ],
  },
  {
    title: m.info_authorities_3_title(),
    paragraphs: [m.info_authorities_3_p1(), m.info_authorities_3_p2()],
  },
]
