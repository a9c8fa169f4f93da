import { describe, expect, it } from 'vitest'
import { contentProxy } from './start-nginx-conf.ts'

describe('contentProxy', () => {
  it('passes the request’s own encoded rest after the base path, to a named upstream with the real Host', () => {
    const { upstream, location } = contentProxy('content_blog', 'http://cms.internal:8081/blog')
    expect(upstream).toContain('upstream content_blog {')
    expect(upstream).toContain('server cms.internal:8081;')
    expect(location).toContain('proxy_pass http://content_blog/blog$content_rest;')
    expect(location).toContain('proxy_set_header Host cms.internal:8081;')
    expect(location).not.toContain('proxy_ssl')
  })

  it('names the default port and sends SNI over https', () => {
    const { upstream, location } = contentProxy('content_dictionary', 'https://dict.example.com')
    expect(upstream).toContain('server dict.example.com:443;')
    expect(location).toContain('proxy_pass https://content_dictionary$content_rest;')
    expect(location).toContain('proxy_ssl_name dict.example.com;')
  })
})
