// A small cookie jar for the contract tests: Node's fetch keeps no cookies, so the session's Set-Cookie
// headers are stored here and sent back as Cookie (honouring Path, Max-Age and Expires).

interface StoredCookie {
  value: string
  path: string
  expiresAt: number | null
  httpOnly: boolean
}

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>()

  /** Stores the response's Set-Cookie headers. */
  store(setCookies: readonly string[], requestUrl: URL): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      if (eq <= 0) continue
      const name = pair.slice(0, eq)
      const cookie: StoredCookie = {
        value: pair.slice(eq + 1),
        path: defaultPath(requestUrl),
        expiresAt: null,
        httpOnly: false,
      }
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=')
        const value = rest.join('=')
        switch (key.toLowerCase()) {
          case 'path':
            cookie.path = value || '/'
            break
          case 'max-age':
            cookie.expiresAt = Date.now() + Number(value) * 1000
            break
          case 'expires':
            cookie.expiresAt ??= Date.parse(value)
            break
          case 'httponly':
            cookie.httpOnly = true
            break
        }
      }
      if (cookie.expiresAt !== null && cookie.expiresAt <= Date.now()) this.cookies.delete(name)
      else this.cookies.set(name, cookie)
    }
  }

  /** The Cookie header for a request to `url`, or null. */
  header(url: URL): string | null {
    const now = Date.now()
    const pairs: string[] = []
    for (const [name, c] of this.cookies) {
      if (c.expiresAt !== null && c.expiresAt <= now) continue
      if (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
        pairs.push(`${name}=${c.value}`)
    }
    return pairs.length ? pairs.join('; ') : null
  }

  get(name: string): StoredCookie | undefined {
    return this.cookies.get(name)
  }

  set(name: string, value: string): void {
    this.cookies.set(name, { value, path: '/', expiresAt: null, httpOnly: false })
  }

  clear(): void {
    this.cookies.clear()
  }
}

const defaultPath = (url: URL): string => {
  const dir = url.pathname.slice(0, url.pathname.lastIndexOf('/'))
  return dir || '/'
}
