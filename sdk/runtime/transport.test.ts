import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { getHealth, getOrderPublicInfo, getPublicRate, listInstrumentsV2 } from '../gen/api/sdk.gen'
import { getSeoTexts } from '../gen/dictionary/sdk.gen'
import { ApiError, isOperationError } from './api-error'
import { type ConfiguredSdk, configureSdk } from './configure-sdk'
import type { ContractViolationMode } from './transport'

const API = 'http://api.test'
const DICTIONARY = 'http://dict.test/content'
const server = setupServer()

const healthy = { status: 'OK' }
const rateParams = {
  instrumentFromCurrencyTitle: 'BTC',
  instrumentFromNetworkTitle: 'BTC',
  instrumentToCurrencyTitle: 'USDT',
  instrumentToNetworkTitle: 'TRC20',
  rateMode: 'FLOATING' as const,
}

function errorBody(code: string, extra: Record<string, unknown> = {}) {
  return { code, message: code, traceId: 'trace-1', ...extra }
}

let sdk: ConfiguredSdk
function configure(contractViolation: ContractViolationMode = 'throw') {
  sdk = configureSdk({
    apiBaseUrl: API,
    dictionaryBaseUrl: DICTIONARY,
    blogBaseUrl: 'http://blog.test',
    siteBaseUrl: 'http://site.test',
    contractViolation,
    browserFingerprint: () => 'fp-123',
    refreshRetryDelaysMs: [5, 10, 15],
  })
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => configure())
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

describe('base URLs and credentials', () => {
  it('sends each document to its own configured base URL, with credentials included', async () => {
    // What leaves through fetch: MSW's Node interception rebuilds the request from the wire, without credentials.
    const sent = vi.spyOn(globalThis, 'fetch')
    server.use(
      http.get(`${API}/api/v1/health`, () => HttpResponse.json(healthy)),
      http.post(`${DICTIONARY}/dict/seo`, () => HttpResponse.json({ data: { seo_title: 'Swap' } })),
    )
    const health = await getHealth()
    const seo = await getSeoTexts({ body: { params: { page: 'home', locale: 'en' } } })
    expect(health.data).toEqual(healthy)
    expect(seo.data).toEqual({ data: { seo_title: 'Swap' } })
    const requests = sent.mock.calls.map(([input]) => input as Request)
    expect(requests.map((request) => `${request.url} ${request.credentials}`)).toEqual([
      `${API}/api/v1/health include`,
      `${DICTIONARY}/dict/seo include`,
    ])
    sent.mockRestore()
  })
})

describe('errors', () => {
  it('turns an error body into an ApiError with the code, status and trace id', async () => {
    server.use(
      http.get(`${API}/api/v2/rates/public/one`, () =>
        HttpResponse.json(errorBody('ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL', { expectedAmount: 0.002 }), {
          status: 400,
        }),
      ),
    )
    const error = await failure(getPublicRate({ query: rateParams }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
      status: 400,
      traceId: 'trace-1',
      expectedAmount: 0.002,
      operationId: 'getPublicRate',
    })
  })

  it('narrows an error to the codes its operation declares', async () => {
    server.use(
      http.get(`${API}/api/v1/orders/public-info`, () =>
        HttpResponse.json(errorBody('ERR_NOT_FOUND_E'), { status: 404 }),
      ),
    )
    const error = await failure(getOrderPublicInfo({ query: { orderId: 'o1', destinationAddress: 'x' } }))
    expect(isOperationError(error, 'getOrderPublicInfo')).toBe(true)
    if (isOperationError(error, 'getOrderPublicInfo')) {
      expectTypeOf(error.code).toEqualTypeOf<
        | 'ERR_BAD_REQUEST'
        | 'ERR_INTERNAL_SERVER_ERROR'
        | 'ERR_NOT_FOUND'
        | 'ERR_NOT_FOUND_E'
        | 'ERR_SERVICE_UNAVAILABLE'
        | 'NETWORK_ERROR'
        | 'TIMEOUT'
        | 'CONTRACT_VIOLATION'
        | 'RATE_LIMITED'
      >()
      expect(error.code).toBe('ERR_NOT_FOUND_E')
    }
    expect(isOperationError(error, 'getHealth')).toBe(false)
  })

  it('reports a network failure as NETWORK_ERROR', async () => {
    server.use(http.get(`${API}/api/v1/health`, () => HttpResponse.error()))
    expect(await failure(getHealth())).toMatchObject({ code: 'NETWORK_ERROR', status: null })
  })

  it("times out after the operation's x-timeout-ms, and uses the x-timeout-ms-by-query variant", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.get(`${API}/api/v2/instruments/public`, async () => {
        await delay(60_000)
        return HttpResponse.json([])
      }),
    )
    const all = failure(listInstrumentsV2({ query: { all: true } }))
    const some = failure(listInstrumentsV2({ query: { providers: 'lp-alpha' } }))
    await vi.advanceTimersByTimeAsync(3_000)
    expect(await all).toMatchObject({ code: 'TIMEOUT', message: 'no answer within 3000 ms' })
    await vi.advanceTimersByTimeAsync(12_000)
    expect(await some).toMatchObject({ code: 'TIMEOUT', message: 'no answer within 15000 ms' })
  })

  it("keeps the caller's AbortSignal: an aborted rate request rejects as an abort, not an ApiError", async () => {
    server.use(
      http.get(`${API}/api/v2/rates/public/one`, async () => {
        await delay(5_000)
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = failure(getPublicRate({ query: rateParams, signal: controller.signal }))
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('contract violations', () => {
  const brokenHealth = () => HttpResponse.json({ status: 'MAYBE' })

  it('fail the call with CONTRACT_VIOLATION in dev and tests', async () => {
    const seen: string[] = []
    sdk.events.on('contractViolation', (event) => seen.push(`${event.operationId}: ${event.detail}`))
    server.use(http.get(`${API}/api/v1/health`, brokenHealth))
    expect(await failure(getHealth())).toMatchObject({ code: 'CONTRACT_VIOLATION', operationId: 'getHealth' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatch(/^getHealth: status/)
  })

  it('are reported, and the data passed on, in production', async () => {
    configure('report')
    const reported = new Promise((resolve) => sdk.events.on('contractViolation', resolve))
    server.use(http.get(`${API}/api/v1/health`, brokenHealth))
    const health = await getHealth()
    expect(health.data).toEqual({ status: 'MAYBE' })
    expect(await reported).toMatchObject({ operationId: 'getHealth', status: 200 })
  })

  it('include an error code the operation does not declare', async () => {
    server.use(
      http.get(`${API}/api/v1/health`, () =>
        HttpResponse.json(errorBody('ERR_BALANCE_TOO_LOW'), { status: 409 }),
      ),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'CONTRACT_VIOLATION' })
  })

  it('include an error code sent with another status than its own, and a success status not declared', async () => {
    server.use(
      http.get(`${API}/api/v1/health`, () =>
        HttpResponse.json(errorBody('ERR_SERVICE_UNAVAILABLE'), { status: 500 }),
      ),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'CONTRACT_VIOLATION' })
    server.use(http.get(`${API}/api/v1/health`, () => HttpResponse.json(healthy, { status: 201 })))
    expect(await failure(getHealth())).toMatchObject({ code: 'CONTRACT_VIOLATION' })
  })

  it("are reported in production, and the call fails with the server's own code", async () => {
    configure('report')
    const reported = new Promise((resolve) => sdk.events.on('contractViolation', resolve))
    server.use(
      http.get(`${API}/api/v1/health`, () =>
        HttpResponse.json(errorBody('ERR_BALANCE_TOO_LOW'), { status: 409 }),
      ),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'ERR_BALANCE_TOO_LOW', status: 409 })
    expect(await reported).toMatchObject({
      operationId: 'getHealth',
      detail: 'ERR_BALANCE_TOO_LOW is not declared by the operation',
    })
  })

  it('include a JSON error body that is not an ErrorBody', async () => {
    server.use(
      http.get(`${API}/api/v1/health`, () => HttpResponse.json({ error: 'Bad gateway' }, { status: 502 })),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'CONTRACT_VIOLATION' })
  })

  it('include a body labelled JSON that does not parse', async () => {
    server.use(
      http.get(
        `${API}/api/v1/health`,
        () => new HttpResponse('{"code":', { status: 500, headers: { 'content-type': 'application/json' } }),
      ),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'CONTRACT_VIOLATION' })
  })
})

describe("a gateway's answers (not JSON, or a 429) are what they mean, not contract violations", () => {
  const html = (status: number) => () =>
    new HttpResponse(`<html><body><h1>${status}</h1>nginx</body></html>`, {
      status,
      headers: { 'content-type': 'text/html' },
    })

  it.each([502, 503, 504])(
    'an HTML %i is ERR_SERVICE_UNAVAILABLE (the health backoff starts)',
    async (status) => {
      const violations: unknown[] = []
      sdk.events.on('contractViolation', (event) => violations.push(event))
      server.use(http.get(`${API}/api/v1/health`, html(status)))
      expect(await failure(getHealth())).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE', status })
      expect(violations).toEqual([])
    },
  )

  it('a 429, with or without a JSON body, is RATE_LIMITED', async () => {
    server.use(http.get(`${API}/api/v1/health`, html(429)))
    expect(await failure(getHealth())).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
    server.use(
      http.get(`${API}/api/v1/health`, () => HttpResponse.json({ message: 'slow down' }, { status: 429 })),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'RATE_LIMITED' })
  })

  it('an HTML 408 is TIMEOUT; any other status without JSON is ERR_INTERNAL_SERVER_ERROR', async () => {
    server.use(http.get(`${API}/api/v1/health`, html(408)))
    expect(await failure(getHealth())).toMatchObject({ code: 'TIMEOUT', status: 408 })
    server.use(http.get(`${API}/api/v1/health`, () => new HttpResponse('Internal error', { status: 500 })))
    expect(await failure(getHealth())).toMatchObject({ code: 'ERR_INTERNAL_SERVER_ERROR', status: 500 })
    server.use(http.get(`${API}/api/v1/health`, html(413)))
    expect(await failure(getHealth())).toMatchObject({ code: 'ERR_INTERNAL_SERVER_ERROR', status: 413 })
  })
})

describe('session', () => {
  it('answers a 418 with one token refresh, carrying the browser fingerprint, and one retry', async () => {
    let accountCalls = 0
    const refreshBodies: unknown[] = []
    server.use(
      http.get(`${API}/api/v1/orders/public-info`, () => {
        accountCalls += 1
        return accountCalls === 1
          ? HttpResponse.json(errorBody('ERR_IM_A_TEAPOT'), { status: 418 })
          : HttpResponse.json(errorBody('ERR_NOT_FOUND'), { status: 404 })
      }),
      http.post(`${API}/api/v1/users/authentication/refresh`, async ({ request }) => {
        refreshBodies.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
    )
    const refreshed: unknown[] = []
    sdk.events.on('sessionRefreshed', (event) => refreshed.push(event))
    const error = await failure(getOrderPublicInfo({ query: { orderId: 'o1', destinationAddress: 'x' } }))
    expect(error).toMatchObject({ code: 'ERR_NOT_FOUND' })
    expect(accountCalls).toBe(2)
    expect(refreshed).toEqual([{ operationId: 'getOrderPublicInfo' }])
    expect(refreshBodies).toEqual([{ browserFingerprint: 'fp-123' }])
  })

  it('shares one refresh between calls that meet a 418 at the same time', async () => {
    let refreshes = 0
    const expired = new Set<string>()
    server.use(
      http.get(`${API}/api/v1/health`, ({ request }) => {
        const id = new URL(request.url).searchParams.get('n') ?? ''
        if (!expired.has(id)) {
          expired.add(id)
          return HttpResponse.json(errorBody('ERR_IM_A_TEAPOT'), { status: 418 })
        }
        return HttpResponse.json(healthy)
      }),
      http.post(`${API}/api/v1/users/authentication/refresh`, async () => {
        refreshes += 1
        await delay(20)
        return HttpResponse.json({ success: true })
      }),
    )
    const results = await Promise.all([1, 2, 3].map((n) => getHealth({ query: { n } as never })))
    expect(results.map((r) => r.data)).toEqual([healthy, healthy, healthy])
    expect(refreshes).toBe(1)
  })

  it('sends 418s that arrive one after another (40 ms apart) through one refresh', async () => {
    let refreshes = 0
    let refreshedAt = Number.POSITIVE_INFINITY
    server.use(
      http.get(`${API}/api/v1/health`, async ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('n'))
        const sentAt = Date.now()
        // Every request leaves with the expired token; their 418s come back 40 ms apart.
        if (sentAt < refreshedAt) {
          await delay(n * 40)
          return HttpResponse.json(errorBody('ERR_IM_A_TEAPOT'), { status: 418 })
        }
        return HttpResponse.json(healthy)
      }),
      http.post(`${API}/api/v1/users/authentication/refresh`, async () => {
        refreshes += 1
        await delay(20)
        refreshedAt = Date.now()
        return HttpResponse.json({ success: true })
      }),
    )
    const refreshed: unknown[] = []
    sdk.events.on('sessionRefreshed', (event) => refreshed.push(event))
    const results = await Promise.all([0, 1, 2, 3, 4].map((n) => getHealth({ query: { n } as never })))
    expect(results.map((r) => r.data)).toEqual([healthy, healthy, healthy, healthy, healthy])
    expect(refreshes).toBe(1)
    // One refresh, one account refetch (docs/product.md §6).
    expect(refreshed).toHaveLength(1)
  })

  it('retries a refresh that fails with a 5xx or a dropped connection, and keeps the session', async () => {
    const answers = [
      () => HttpResponse.json(errorBody('ERR_SERVICE_UNAVAILABLE'), { status: 503 }),
      () => HttpResponse.error(),
      () => new HttpResponse('<html>502</html>', { status: 502 }),
      () => HttpResponse.json({ success: true }),
    ]
    let attempts = 0
    let expired = true
    server.use(
      http.get(`${API}/api/v1/health`, () =>
        expired
          ? HttpResponse.json(errorBody('ERR_IM_A_TEAPOT'), { status: 418 })
          : HttpResponse.json(healthy),
      ),
      http.post(`${API}/api/v1/users/authentication/refresh`, () => {
        const answer = answers[attempts++]
        if (attempts === answers.length) expired = false
        return answer?.()
      }),
    )
    const resets: unknown[] = []
    sdk.events.on('sessionReset', (event) => resets.push(event))
    expect((await getHealth()).data).toEqual(healthy)
    expect(attempts).toBe(4)
    expect(resets).toEqual([])
  })

  it('fails the call, and keeps the session, when the refresh never gets an answer', async () => {
    let attempts = 0
    server.use(
      http.get(`${API}/api/v1/health`, () =>
        HttpResponse.json(errorBody('ERR_IM_A_TEAPOT'), { status: 418 }),
      ),
      http.post(`${API}/api/v1/users/authentication/refresh`, () => {
        attempts += 1
        return HttpResponse.error()
      }),
    )
    const resets: unknown[] = []
    sdk.events.on('sessionReset', (event) => resets.push(event))
    expect(await failure(getHealth())).toMatchObject({ code: 'NETWORK_ERROR', operationId: 'getHealth' })
    // The first attempt and three retries (refreshRetryDelaysMs).
    expect(attempts).toBe(4)
    expect(resets).toEqual([])
  })

  it('resets the session when the refresh fails', async () => {
    const resets: string[] = []
    sdk.events.on('sessionReset', (event) => resets.push(event.reason))
    server.use(
      http.get(`${API}/api/v1/health`, () =>
        HttpResponse.json(errorBody('ERR_IM_A_TEAPOT'), { status: 418 }),
      ),
      http.post(`${API}/api/v1/users/authentication/refresh`, () =>
        HttpResponse.json(errorBody('ERR_UNAUTHORIZED'), { status: 401 }),
      ),
    )
    expect(await failure(getHealth())).toMatchObject({ code: 'ERR_UNAUTHORIZED' })
    expect(resets).toEqual(['refresh-failed'])
  })

  it('resets the session on a 401', async () => {
    const resets: string[] = []
    sdk.events.on('sessionReset', (event) => resets.push(`${event.reason} ${event.operationId}`))
    server.use(
      http.get(`${API}/api/v1/orders/public-info`, () =>
        HttpResponse.json(errorBody('ERR_UNAUTHORIZED'), { status: 401 }),
      ),
    )
    await failure(getOrderPublicInfo({ query: { orderId: 'o1', destinationAddress: 'x' } }))
    expect(resets).toEqual(['unauthorized getOrderPublicInfo'])
  })
})
