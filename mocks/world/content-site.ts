// Site content: translation sections for blog/docs/roadmap, server redirects and the build manifest.
import type { ContentLocale, ContentSection } from '@sdk/gen/blog/types.gen'
import type { Redirect } from '@sdk/gen/site/types.gen'
import { assertLocale } from './content-blog'
import { validationError } from './errors'

const SECTIONS: Record<ContentSection, Record<ContentLocale, Record<string, string>>> = {
  blog: {
    en: {
      blog_title: 'Blog',
      blog_read_more: 'Read more',
      blog_categories: 'Categories',
      blog_all_posts: 'All posts',
      blog_minutes: '{count} min read',
      blog_empty: 'No posts yet',
    },
    ru: {
      blog_title: 'Блог',
      blog_read_more: 'Читать далее',
      blog_categories: 'Категории',
      blog_all_posts: 'Все статьи',
      blog_minutes: '{count} мин чтения',
      blog_empty: 'Пока нет статей',
    },
  },
  docs: {
    en: {
      docs_title: 'Documentation',
      docs_search: 'Search the docs',
      docs_updated: 'Updated {date}',
      docs_next: 'Next',
      docs_previous: 'Previous',
    },
    ru: {
      docs_title: 'Документация',
      docs_search: 'Поиск по документации',
      docs_updated: 'Обновлено {date}',
      docs_next: 'Далее',
      docs_previous: 'Назад',
    },
  },
  roadmap: {
    en: {
      roadmap_title: 'Roadmap',
      roadmap_done: 'Done',
      roadmap_in_progress: 'In progress',
      roadmap_planned: 'Planned',
      // Each item: its quarter with its year, and its status (done, in_progress, planned); as the blog has them
      // (Swap API v2 and the mini-app were released in October 2026).
      roadmap_q4_2026: 'Swap API v2',
      roadmap_q4_2026_status: 'done',
      roadmap_q4_2026_2: 'Telegram mini-app',
      roadmap_q4_2026_2_status: 'done',
      roadmap_q1_2027: 'More fiat currencies',
      roadmap_q1_2027_status: 'in_progress',
      roadmap_q2_2027: 'Limit orders',
      roadmap_q2_2027_status: 'planned',
    },
    ru: {
      roadmap_title: 'Дорожная карта',
      roadmap_done: 'Готово',
      roadmap_in_progress: 'В работе',
      roadmap_planned: 'В планах',
      roadmap_q4_2026: 'Swap API v2',
      roadmap_q4_2026_status: 'done',
      roadmap_q4_2026_2: 'Мини-приложение Telegram',
      roadmap_q4_2026_2_status: 'done',
      roadmap_q1_2027: 'Больше фиатных валют',
      roadmap_q1_2027_status: 'in_progress',
      roadmap_q2_2027: 'Лимитные ордера',
      roadmap_q2_2027_status: 'planned',
    },
  },
}

export const sectionTranslations = (section: unknown, locale?: unknown): { data: Record<string, string> } => {
  if (section !== 'blog' && section !== 'docs' && section !== 'roadmap') {
    throw validationError('section', 'section must be blog, docs or roadmap')
  }
  return { data: { ...SECTIONS[section][assertLocale(locale)] } }
}

/** Server-defined redirects by path (documented; add more here). */
export const REDIRECTS: Record<string, Redirect> = {
  '/old-exchange': { to: '/popular-exchanges', status: 301, external: false },
  '/faq': { to: '/support', status: 301, external: false },
  '/blog/how-to-swap-usdt': { to: '/blog/guides/how-to-swap-usdt', status: 301, external: false },
  '/calculator': { to: '/useCalc', status: 302, external: false },
  '/telegram': { to: 'https://t.me/example_bot', status: 302, external: true },
}

/** Paths without a redirect answer { redirect: null }. The /ru prefix is honoured. */
export const lookupRedirect = (path: unknown): { redirect: Redirect | null } => {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048) {
    throw validationError('path', 'path must start with /')
  }
  const ru = path === '/ru' || path.startsWith('/ru/')
  const bare = ru ? path.slice(3) || '/' : path
  const hit = REDIRECTS[bare.replace(/\/+$/, '') || '/']
  if (!hit) return { redirect: null }
  return { redirect: ru && !hit.external ? { ...hit, to: `/ru${hit.to}` } : { ...hit } }
}

export const BUILD_MANIFEST = { buildId: 'mock-2026.11.21', builtAt: '2026-11-21T08:00:00Z' }
