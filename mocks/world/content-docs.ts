// Docs pages in en and ru, grouped into sidebar sections.
import type { ContentLocale, Doc, DocSummary } from '@sdk/gen/blog/types.gen'
import { assertLocale } from './content-blog'
import { WorldError } from './errors'

type L = Record<ContentLocale, string>

const SECTIONS: Record<string, L> = {
  start: { en: 'Getting started', ru: 'Начало работы' },
  api: { en: 'Swap API', ru: 'Swap API' },
  account: { en: 'Account', ru: 'Аккаунт' },
  widget: { en: 'Widget', ru: 'Виджет' },
}

// [slug, section, title, first paragraph]
const PAGES: [string, string, L, L][] = [
  [
    'getting-started',
    'start',
    { en: 'Getting started', ru: 'Начало работы' },
    {
      en: 'Pick two instruments, enter an amount and a destination address.',
      ru: 'Выберите два инструмента, введите сумму и адрес получения.',
    },
  ],
  [
    'rates',
    'start',
    { en: 'Fixed and floating rates', ru: 'Фиксированный и плавающий курс' },
    {
      en: 'A fixed rate holds for 20 minutes; a floating rate follows the market.',
      ru: 'Фиксированный курс держится 20 минут; плавающий следует за рынком.',
    },
  ],
  [
    'order-statuses',
    'start',
    { en: 'Order statuses', ru: 'Статусы заказа' },
    {
      en: 'Created, funds detected, payout sent, or refunded.',
      ru: 'Создан, средства получены, выплата отправлена или возврат.',
    },
  ],
  [
    'limits-and-fees',
    'start',
    { en: 'Limits and fees', ru: 'Лимиты и комиссии' },
    {
      en: 'Each pair has a minimum and a maximum; the network fee is shown before you confirm.',
      ru: 'У каждой пары есть минимум и максимум; сетевая комиссия видна до подтверждения.',
    },
  ],
  [
    'swap-api',
    'api',
    { en: 'Swap API for partners', ru: 'Swap API для партнёров' },
    {
      en: 'The Swap API lets your product offer swaps: list instruments, quote a rate, create an order and follow it to the payout. Every call is HTTPS with JSON bodies.',
      ru: 'Swap API позволяет предлагать обмен в вашем продукте: список инструментов, котировка курса, создание заказа и его отслеживание до выплаты. Все вызовы — HTTPS с телом в JSON.',
    },
  ],
  [
    'api-authentication',
    'api',
    { en: 'API authentication', ru: 'Аутентификация API' },
    {
      en: 'Create a key in your profile and sign each request with its secret.',
      ru: 'Создайте ключ в профиле и подписывайте каждый запрос его секретом.',
    },
  ],
  [
    'api-rates',
    'api',
    { en: 'Getting rates', ru: 'Получение курсов' },
    {
      en: 'Ask for one pair over HTTP or subscribe over the WebSocket.',
      ru: 'Запросите одну пару по HTTP или подпишитесь через WebSocket.',
    },
  ],
  [
    'api-orders',
    'api',
    { en: 'Creating orders', ru: 'Создание заказов' },
    {
      en: 'Send an idempotency key so a retry never creates two orders.',
      ru: 'Передавайте ключ идемпотентности, чтобы повтор не создал два заказа.',
    },
  ],
  [
    'api-errors',
    'api',
    { en: 'Error codes', ru: 'Коды ошибок' },
    {
      en: 'Every error has a code, a message and a trace id.',
      ru: 'У каждой ошибки есть код, сообщение и идентификатор трассировки.',
    },
  ],
  [
    'verification',
    'account',
    { en: 'Identity verification', ru: 'Проверка личности' },
    {
      en: 'Upload a document and a selfie; the check usually takes minutes.',
      ru: 'Загрузите документ и селфи; проверка обычно занимает минуты.',
    },
  ],
  [
    'affiliate',
    'account',
    { en: 'Affiliate programme', ru: 'Партнёрская программа' },
    {
      en: 'Share your link and earn from every swap of the users you bring.',
      ru: 'Делитесь ссылкой и получайте доход с каждого обмена приглашённых.',
    },
  ],
  [
    'widget',
    'widget',
    { en: 'Embedding the widget', ru: 'Встраивание виджета' },
    {
      en: 'Paste one snippet into your page and your visitors swap without leaving it; your referral id earns you a share of every swap.',
      ru: 'Вставьте один фрагмент кода на страницу, и посетители будут обменивать, не покидая её; ваш реферальный идентификатор приносит долю с каждого обмена.',
    },
  ],
]

const CODE: Record<string, string> = {
  'swap-api': 'curl -H "X-Api-Key: $KEY" https://api.example.com/api/v1/instruments',
  widget:
    '<iframe src="https://swap.example.com/widget?ref=YOUR_ID" width="420" height="560" title="Swap"></iframe>',
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const UPDATED = '2026-11-01T09:00:00Z'

export const listDocs = (locale?: string): DocSummary[] => {
  const loc = assertLocale(locale)
  return PAGES.map(([slug, section, title]) => ({
    slug,
    title: title[loc],
    section: SECTIONS[section]?.[loc] ?? section,
  }))
}

export const getDoc = (slug: string, locale?: string): Doc => {
  const loc = assertLocale(locale)
  const page = PAGES.find(([s]) => s === slug)
  if (!page) throw new WorldError('ERR_NOT_FOUND', `Doc ${slug} not found`)
  const [, section, title, lead] = page
  const more =
    loc === 'en'
      ? 'See the other pages of this section for details.'
      : 'Подробности — на других страницах этого раздела.'
  const code = CODE[slug]
  const example = code ? `\n<pre><code>${escapeHtml(code)}</code></pre>` : ''
  const html = `<p>${lead[loc]}</p>${example}\n<h2>${SECTIONS[section]?.[loc] ?? ''}</h2>\n<p>${more}</p>`
  return { slug, title: title[loc], html, updatedAt: UPDATED }
}
