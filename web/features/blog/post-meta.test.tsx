import type { BlogPostSummary } from '@sdk/gen/blog/types.gen'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDate } from '@/lib/format/format'
import { PostMeta } from './post-meta'

const post = {
  publishedAt: '2026-11-20T09:00:00Z',
  readingMinutes: 3,
  category: { slug: 'guides', title: 'Guides' },
} as BlogPostSummary

describe('PostMeta', () => {
  it('writes the date as one piece, so a narrow card never breaks the line inside it', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PostMeta post={post} />
      </QueryClientProvider>,
    )
    const date = formatDate(post.publishedAt, 'date')
    expect(date).toContain(' ')
    const time = screen.getByText((_, element) => element?.tagName === 'TIME')
    expect(time.getAttribute('datetime')).toBe(post.publishedAt)
    expect(time.textContent).toContain(date.replaceAll(' ', '\u00a0'))
  })
})
