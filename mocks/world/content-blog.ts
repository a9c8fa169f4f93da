// Blog content in en and ru: 4 categories, 28 posts per locale (pages of 9), slugs of one to three
// segments. One post ('security/sanitiser-test-post') carries harmless unsafe markup (UNSAFE_MARKUP) so the
// client's sanitiser can be tested.
import type {
  BlogCategory,
  BlogPost,
  BlogPostPage,
  BlogPostSummary,
  ContentLocale,
} from '@sdk/gen/blog/types.gen'
import { BLOG_TEXTS_A } from './content-blog-texts-a'
import { BLOG_TEXTS_B } from './content-blog-texts-b'
import { validationError, WorldError } from './errors'

export const CONTENT_LOCALES: readonly ContentLocale[] = ['en', 'ru']

const CATEGORIES: Record<string, Record<ContentLocale, string>> = {
  guides: { en: 'Guides', ru: 'Руководства' },
  news: { en: 'News', ru: 'Новости' },
  security: { en: 'Security', ru: 'Безопасность' },
  market: { en: 'Market', ru: 'Рынок' },
}

// [slug, en title, ru title]; the category is the first segment, except single-segment slugs (news).
const TOPICS: [string, string, string][] = [
  ['guides/how-to-swap-usdt', 'How to swap USDT between networks', 'Как обменять USDT между сетями'],
  ['guides/how-to-swap-btc-to-usdt', 'How to swap BTC to USDT', 'Как обменять BTC на USDT'],
  [
    'guides/fixed-vs-floating-rate',
    'Fixed or floating rate: which to choose',
    'Фиксированный или плавающий курс: что выбрать',
  ],
  ['guides/what-is-a-memo', 'What a memo or destination tag is', 'Что такое memo и destination tag'],
  ['guides/wallets/choosing-a-wallet', 'Choosing a wallet for your coins', 'Как выбрать кошелёк для монет'],
  ['guides/wallets/hardware-wallets', 'Hardware wallets explained', 'Аппаратные кошельки простыми словами'],
  [
    'guides/buy-crypto-with-a-card',
    'Buying crypto with a bank card',
    'Покупка криптовалюты банковской картой',
  ],
  ['guides/refunds', 'When and how refunds happen', 'Когда и как происходит возврат'],
  ['guides/confirmations', 'Why confirmations take time', 'Почему подтверждения занимают время'],
  ['guides/affiliate-program', 'Earning with the affiliate programme', 'Заработок в партнёрской программе'],
  ['welcome', 'Welcome to the swap blog', 'Добро пожаловать в блог обменника'],
  [
    'news/fixed-rate-for-ton',
    'Fixed rate now available for TON',
    'Фиксированный курс теперь доступен для TON',
  ],
  ['news/new-networks-arbitrum-base', 'Arbitrum and Base networks added', 'Добавлены сети Arbitrum и Base'],
  [
    'news/telegram-mini-app',
    'Swap inside Telegram with our mini-app',
    'Обмен прямо в Telegram через мини-приложение',
  ],
  ['news/lower-fees-on-trc20', 'Lower fees on TRC20 payouts', 'Снижены комиссии на выплаты в TRC20'],
  ['news/api-v2-released', 'Swap API v2 released', 'Вышла версия 2 Swap API'],
  ['news/cashback-launch', 'Cashback on every swap', 'Кэшбэк за каждый обмен'],
  ['security/phishing-checklist', 'A phishing checklist for crypto users', 'Чек-лист защиты от фишинга'],
  [
    'security/address-poisoning',
    'Address poisoning and how to avoid it',
    'Отравление адресов и как его избежать',
  ],
  ['security/two-factor', 'Protect your account with two factors', 'Защитите аккаунт двумя факторами'],
  ['security/sanitiser-test-post', 'What a safe page looks like', 'Как выглядит безопасная страница'],
  ['security/kyc-why', 'Why identity verification is asked for', 'Зачем нужна проверка личности'],
  ['market/weekly-review', 'Weekly market review', 'Еженедельный обзор рынка'],
  ['market/stablecoins-explained', 'Stablecoins explained', 'Стейблкоины простыми словами'],
  ['market/bitcoin-halving', 'What the Bitcoin halving changes', 'Что меняет халвинг биткоина'],
  ['market/monero-privacy', 'Monero and privacy coins', 'Monero и приватные монеты'],
  ['market/layer-two', 'Layer-two networks in plain words', 'Сети второго уровня простыми словами'],
  ['market/volatility', 'Volatility and how rates move', 'Волатильность и движение курсов'],
]

/** Each post's paragraphs by slug (two files, written apart). */
const TEXTS: Record<string, Record<ContentLocale, string[]>> = { ...BLOG_TEXTS_A, ...BLOG_TEXTS_B }

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

// What a careless CMS author or an attacker could paste: a script, an inline handler, a javascript: link. The
// client's sanitiser must render all of it inert (journeys check window.__sanitiserTest stays unset). Also an
// external link (gets rel="noopener noreferrer") and an image without a size (gets lazy loading and a size).
const UNSAFE_MARKUP = [
  '',
  '<script>window.__sanitiserTest = true</script>',
  '<img src="/no-such-image.png" alt="Broken" onerror="window.__sanitiserTest = true">',
  '<p><a href="javascript:window.__sanitiserTest = true">Unsafe link</a></p>',
  '<p><a href="https://example.com/phishing-guide" target="_blank">Read the phishing guide</a></p>',
  // DOM clobbering: an element that takes the id of the pre-rendered page's state script, with state of its own.
  '<p id="prerender-state" hidden>{"version":1,"note":"from the post"}</p>',
  `<img src="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#ccfbf1"/></svg>')}" alt="A safe page">`,
].join('\n')

// Covers drawn inline (an SVG data URL per category), so the mocks need no image files.
const COVER_COLOURS: Record<string, string> = {
  guides: '#0f766e',
  news: '#2563eb',
  security: '#b42318',
  market: '#b54708',
}
const coverOf = (category: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${COVER_COLOURS[category] ?? '#475467'}"/><circle cx="960" cy="160" r="220" fill="#ffffff" fill-opacity="0.15"/></svg>`,
  )}`

const categoryOf = (slug: string): string => (slug.includes('/') ? (slug.split('/')[0] ?? 'news') : 'news')
const BASE_DATE = Date.parse('2026-11-20T14:00:00Z')

const buildPost = (i: number, [slug, en, ru]: [string, string, string], locale: ContentLocale): BlogPost => {
  const title = locale === 'en' ? en : ru
  const cat = categoryOf(slug)
  const paras = TEXTS[slug]?.[locale]
  if (!paras?.length) throw new Error(`the blog post ${slug} has no ${locale} text`)
  // The first paragraph sums the post up: it is the card's excerpt too.
  const excerpt = paras[0] ?? ''
  const body = paras.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')
  const script = slug === 'security/sanitiser-test-post' ? UNSAFE_MARKUP : ''
  return {
    slug,
    title,
    excerpt,
    category: { slug: cat, title: CATEGORIES[cat]?.[locale] ?? cat },
    coverImage: i % 5 === 4 ? null : coverOf(cat),
    publishedAt: new Date(BASE_DATE - i * 3 * 86_400_000).toISOString(),
    // At about 200 words a minute.
    readingMinutes: Math.max(1, Math.ceil(paras.join(' ').split(/\s+/).length / 200)),
    // The page shows the title as its heading; the body does not repeat it.
    html: `${body}${script}`,
    seoTitle: title,
    seoDescription: excerpt.slice(0, 155),
  }
}

const POSTS: Record<ContentLocale, BlogPost[]> = {
  en: TOPICS.map((t, i) => buildPost(i, t, 'en')),
  ru: TOPICS.map((t, i) => buildPost(i, t, 'ru')),
}

export const assertLocale = (locale: unknown): ContentLocale => {
  if (locale === undefined) return 'en'
  if (locale !== 'en' && locale !== 'ru') throw validationError('locale', 'locale must be en or ru')
  return locale
}

const summary = ({ html: _h, seoTitle: _t, seoDescription: _d, ...s }: BlogPost): BlogPostSummary => s

export const blogCategories = (locale?: string): BlogCategory[] => {
  const loc = assertLocale(locale)
  return Object.entries(CATEGORIES).map(([slug, t]) => ({
    slug,
    title: t[loc],
    postCount: POSTS[loc].filter((p) => p.category.slug === slug).length,
  }))
}

/** Newest first; per_page 1..50 (default 9); an unknown category → ERR_NOT_FOUND. */
export const listBlogPosts = (
  q: { locale?: string; category?: string; offset?: number; per_page?: number } = {},
): BlogPostPage => {
  const loc = assertLocale(q.locale)
  const offset = q.offset ?? 0
  const perPage = q.per_page ?? 9
  if (!Number.isInteger(offset) || offset < 0)
    throw validationError('offset', 'offset must be an integer ≥ 0')
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50)
    throw validationError('per_page', 'per_page must be 1 to 50')
  if (q.category !== undefined && !CATEGORIES[q.category])
    throw new WorldError('ERR_NOT_FOUND', `Category ${q.category} not found`)
  const all = POSTS[loc].filter((p) => !q.category || p.category.slug === q.category)
  return {
    items: all.slice(offset, offset + perPage).map(summary),
    total: all.length,
    offset,
    per_page: perPage,
  }
}

export const getBlogPost = (slug: string, locale?: string): BlogPost => {
  const loc = assertLocale(locale)
  const post = POSTS[loc].find((p) => p.slug === decodeURIComponent(slug).replace(/^\/+|\/+$/g, ''))
  if (!post) throw new WorldError('ERR_NOT_FOUND', `Post ${slug} not found`)
  return post
}
