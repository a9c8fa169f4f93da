import { m } from '@/paraglide/messages.js'
import type { InfoSection } from '../components/info-article'

/** The wallet page's text (messages in web/messages/pages). */
export const walletSections = (): InfoSection[] => [
  {
    title: m.info_wallet_1_title(),
    paragraphs: [m.info_wallet_1_p1()],
  },
  {
    title: m.info_wallet_2_title(),
    paragraphs: [m.info_wallet_2_p1()],
    points: [m.info_wallet_2_point1(), m.info_wallet_2_point2(), m.info_wallet_2_point3()],
  },
  {
    title: m.info_wallet_3_title(),
    paragraphs: [m.info_wallet_3_p1()],
  },
]
