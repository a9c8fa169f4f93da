import { m } from '@/paraglide/messages.js'
import type { InfoSection } from '../components/info-article'

/** The how it works page's text (messages in web/messages/pages). */
export const howItWorksSections = (): InfoSection[] => [
  {
    title: m.info_how_it_works_1_title(),
    paragraphs: [m.info_how_it_works_1_p1()],
  },
  {
    title: m.info_how_it_works_2_title(),
    paragraphs: [m.info_how_it_works_2_p1()],
  },
  {
    title: m.info_how_it_works_3_title(),
    paragraphs: [m.info_how_it_works_3_p1()],
  },
  {
    title: m.info_how_it_works_4_title(),
    paragraphs: [m.info_how_it_works_4_p1()],
  },
  {
    title: m.info_how_it_works_5_title(),
    paragraphs: [m.info_how_it_works_5_p1()],
    points: [m.info_how_it_works_5_point1(), m.info_how_it_works_5_point2(), m.info_how_it_works_5_point3()],
  },
]
