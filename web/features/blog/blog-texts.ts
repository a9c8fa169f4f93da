import { useSectionTexts } from '@/lib/i18n/use-section-texts'
import { m } from '@/paraglide/messages.js'

/** `{name}` placeholders of a CMS text filled from `values`. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

/**
 * The blog's words (docs/product.md §2 rule 7): the blog section's translations from the CMS, loaded before the route
 * opened, else the app's own messages.
 */
export function useBlogTexts() {
  const texts = useSectionTexts('blog')
  return {
    title: texts.blog_title ?? m.blog_title(),
    readMore: texts.blog_read_more ?? m.blog_read_more(),
    categories: texts.blog_categories ?? m.blog_categories(),
    allPosts: texts.blog_all_posts ?? m.blog_all_posts(),
    empty: texts.blog_empty ?? m.blog_empty(),
    minutes: (count: number) =>
      texts.blog_minutes ? fill(texts.blog_minutes, { count }) : m.blog_minutes({ count }),
  }
}
