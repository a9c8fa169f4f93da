// SEO texts of the dictionary service, per page and locale. Keys: seo_<page>_title, _description,
// _h1 and _markup (JSON-LD text); page names with '-' use '_' in keys (popular-exchanges →
// seo_popular_exchanges_title).
import type { ContentLocale } from '@sdk/gen/blog/types.gen'
import { assertLocale } from './content-blog'
import { validationError } from './errors'

export const SEO_PAGES = [
  'home',
  'exchange',
  'popular-exchanges',
  'price',
  'order',
  'roadmap',
  'support',
  'use-calc',
  'affiliate',
  'blog',
  'docs',
  'lk',
  'profile',
  'wallet',
  'cashback',
  'swap-api',
  'widget',
  'how-it-works',
  'for-competent-authorities',
] as const
export type SeoPage = (typeof SEO_PAGES)[number]

// [en title, en description, ru title, ru description]
const TEXTS: Record<SeoPage, [string, string, string, string]> = {
  home: [
    'Swap crypto instantly at the best rate',
    'Exchange BTC, ETH, USDT and more than 150 other coins without registration.',
    'Мгновенный обмен криптовалюты по лучшему курсу',
    'Обменивайте BTC, ETH, USDT и ещё более 150 монет без регистрации.',
  ],
  exchange: [
    'Exchange {from} to {to}',
    'Swap at a fixed or floating rate with low fees.',
    'Обмен {from} на {to}',
    'Обмен по фиксированному или плавающему курсу с низкой комиссией.',
  ],
  'popular-exchanges': [
    'Popular exchanges',
    'The pairs people swap most.',
    'Популярные обмены',
    'Пары, которые меняют чаще всего.',
  ],
  price: [
    'Cryptocurrency prices today',
    'Live prices of {count} coins.',
    'Курсы криптовалют сегодня',
    'Актуальные цены монет и токенов: {count}.',
  ],
  order: ['Your order', 'Follow your swap step by step.', 'Ваш заказ', 'Следите за обменом шаг за шагом.'],
  roadmap: ['Roadmap', 'What we are building next.', 'Дорожная карта', 'Что мы делаем дальше.'],
  support: ['Support', 'Answers and help with your swaps.', 'Поддержка', 'Ответы и помощь с обменами.'],
  'use-calc': [
    'Crypto calculator',
    'Convert any coin to any other at the live rate.',
    'Криптокалькулятор',
    'Пересчёт любой монеты в другую по текущему курсу.',
  ],
  affiliate: [
    'Affiliate programme',
    'Earn from every swap of the users you bring.',
    'Партнёрская программа',
    'Зарабатывайте с каждого обмена приглашённых пользователей.',
  ],
  blog: ['Blog', 'Guides, news and market notes.', 'Блог', 'Руководства, новости и заметки о рынке.'],
  docs: [
    'Documentation',
    'How the service and the Swap API work.',
    'Документация',
    'Как устроены сервис и Swap API.',
  ],
  lk: ['Your account', 'Balances, history and settings.', 'Личный кабинет', 'Балансы, история и настройки.'],
  profile: ['Profile', 'Your account data and keys.', 'Профиль', 'Данные аккаунта и ключи.'],
  wallet: [
    'Wallet',
    'Keep balances in several coins and swap between them instantly.',
    'Кошелёк',
    'Храните балансы в нескольких монетах и мгновенно обменивайте их.',
  ],
  cashback: [
    'Cashback on swaps',
    'Get part of the fee back on every swap you make.',
    'Кэшбэк за обмены',
    'Возвращайте часть комиссии с каждого обмена.',
  ],
  'swap-api': [
    'Swap API for partners',
    'Offer crypto swaps in your product through our API.',
    'Swap API для партнёров',
    'Предлагайте обмен криптовалют в своём продукте через наш API.',
  ],
  widget: [
    'Swap widget for your site',
    'Embed the swap form with one snippet and earn on every swap.',
    'Виджет обмена для сайта',
    'Встройте форму обмена одним фрагментом кода и зарабатывайте на каждом обмене.',
  ],
  'how-it-works': [
    'How a swap works',
    'Pick a pair, send your coins, receive the payout: three steps.',
    'Как работает обмен',
    'Выберите пару, отправьте монеты, получите выплату: три шага.',
  ],
  'for-competent-authorities': [
    'For competent authorities',
    'How law enforcement and regulators can send us requests.',
    'Для компетентных органов',
    'Как правоохранительные органы и регуляторы могут направить нам запрос.',
  ],
}

// The home page's markup describes the service with its rating (scale left to the client's docs/product.md §9 defaults, 5 best and
// 1 worst); the others are plain web pages. The exchange page's name keeps its {from}/{to} placeholders, which the
// client fills for the pair it shows.
const markupOf = (page: SeoPage, title: string, loc: ContentLocale) =>
  page === 'home'
    ? {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Swap',
        description: title,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', ratingCount: '1287' },
      }
    : { '@context': 'https://schema.org', '@type': 'WebPage', name: title, inLanguage: loc }

const keyOf = (page: SeoPage) => page.replaceAll('-', '_')

/** The page's SEO texts; an unknown page answers an empty map (the contract's "page without texts"). */
export const seoTexts = (page: unknown, locale?: unknown): Record<string, string> => {
  if (typeof page !== 'string' || page.length === 0) throw validationError('page', 'page is required')
  const loc: ContentLocale = assertLocale(locale)
  if (!(SEO_PAGES as readonly string[]).includes(page)) return {}
  const [enT, enD, ruT, ruD] = TEXTS[page as SeoPage]
  const title = loc === 'en' ? enT : ruT
  const description = loc === 'en' ? enD : ruD
  const k = keyOf(page as SeoPage)
  return {
    [`seo_${k}_title`]: title,
    [`seo_${k}_description`]: description,
    [`seo_${k}_h1`]: title,
    [`seo_${k}_markup`]: JSON.stringify(markupOf(page as SeoPage, title, loc)),
  }
}
