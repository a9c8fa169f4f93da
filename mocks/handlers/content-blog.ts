// The blog CMS (openapi/content/blog.yaml): posts, categories, section texts and docs pages. A post slug
// has several segments and travels percent-encoded as one path segment (guides%2Fwallets%2Fx);
// readInput decodes it.
import {
  zGetBlogPostPath,
  zGetBlogPostQuery,
  zGetBlogTranslationsPath,
  zGetBlogTranslationsQuery,
  zGetDocPath,
  zGetDocQuery,
  zListBlogCategoriesQuery,
  zListBlogPostsQuery,
  zListDocsQuery,
} from '@sdk/gen/blog/zod.gen'
import type { paths } from '@sdk/paths/blog'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function contentBlogHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  const { content } = world
  return [
    http.get('/translations/{section}', (info) =>
      answer(world, 'getBlogTranslations', info, async () => {
        const { path, query } = await readInput(
          'getBlogTranslations',
          { path: zGetBlogTranslationsPath, query: zGetBlogTranslationsQuery },
          info,
        )
        return info.response(200).json(content.sectionTranslations(path.section, query?.locale))
      }),
    ),
    http.get('/posts', (info) =>
      answer(world, 'listBlogPosts', info, async () => {
        const { query } = await readInput('listBlogPosts', { query: zListBlogPostsQuery }, info)
        return info.response(200).json(content.listBlogPosts(query ?? {}))
      }),
    ),
    http.get('/posts/{slug}', (info) =>
      answer(world, 'getBlogPost', info, async () => {
        const { path, query } = await readInput(
          'getBlogPost',
          { path: zGetBlogPostPath, query: zGetBlogPostQuery },
          info,
        )
        return info.response(200).json(content.getBlogPost(path.slug, query?.locale))
      }),
    ),
    http.get('/categories', (info) =>
      answer(world, 'listBlogCategories', info, async () => {
        const { query } = await readInput('listBlogCategories', { query: zListBlogCategoriesQuery }, info)
        return info.response(200).json(content.blogCategories(query?.locale))
      }),
    ),
    http.get('/docs', (info) =>
      answer(world, 'listDocs', info, async () => {
        const { query } = await readInput('listDocs', { query: zListDocsQuery }, info)
        return info.response(200).json(content.listDocs(query?.locale))
      }),
    ),
    http.get('/docs/{slug}', (info) =>
      answer(world, 'getDoc', info, async () => {
        const { path, query } = await readInput('getDoc', { path: zGetDocPath, query: zGetDocQuery }, info)
        return info.response(200).json(content.getDoc(path.slug, query?.locale))
      }),
    ),
  ]
}
