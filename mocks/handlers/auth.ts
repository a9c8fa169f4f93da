// Tag `auth`: sign-in, registration, tokens and password reset. The session is two cookies (respond.ts).
import {
  zAuthenticateLocalBody,
  zAuthenticateTelegramBody,
  zCreateLocalUserBody,
  zCreateTelegramUserBody,
  zLinkTelegramBody,
  zRefreshSessionBody,
  zRequestPasswordResetBody,
  zResetPasswordBody,
} from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import {
  ACCESS_COOKIE,
  answer,
  clearedSessionCookies,
  REFRESH_COOKIE,
  sessionCookies,
  sessionUserId,
  withCookies,
} from './respond'

/** The browser fingerprint cookie (docs/product.md §3 u_id): binds a Telegram session, whose call carries none. */
const FINGERPRINT_COOKIE = 'u_id'

/** The browser sending Telegram launch data (TelegramAccounts: one launch's data serves one browser). */
const caller = (cookies: Record<string, string | undefined>) => ({
  fingerprint: cookies[FINGERPRINT_COOKIE] || undefined,
})

export function authHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.post('/api/v1/users/authentication/refresh', (info) =>
      answer(world, 'refreshSession', info, async () => {
        const { body } = await readInput('refreshSession', { body: zRefreshSessionBody }, info)
        const tokens = world.sessions.refresh(info.cookies[REFRESH_COOKIE], body.browserFingerprint)
        return withCookies(sessionCookies(tokens), (init) => info.response(200).json({ success: true }, init))
      }),
    ),
    http.post('/api/v1/users/authentication/logout', (info) =>
      answer(world, 'logout', info, () => {
        world.sessions.logout({
          accessToken: info.cookies[ACCESS_COOKIE] ?? null,
          refreshToken: info.cookies[REFRESH_COOKIE] ?? null,
        })
        return withCookies(clearedSessionCookies(), (init) => info.response(204).empty(init))
      }),
    ),
    http.post('/api/v1/users/local/authenticate', (info) =>
      answer(world, 'authenticateLocal', info, async () => {
        const { body } = await readInput('authenticateLocal', { body: zAuthenticateLocalBody }, info)
        const { account, tokens } = world.account.login(body)
        return withCookies(sessionCookies(tokens), (init) => info.response(200).json(account, init))
      }),
    ),
    http.post('/api/v1/users/telegram/authenticate', (info) =>
      answer(world, 'authenticateTelegram', info, async () => {
        const { body } = await readInput('authenticateTelegram', { body: zAuthenticateTelegramBody }, info)
        const { account, tokens } = await world.telegram.authenticate(body, caller(info.cookies))
        return withCookies(sessionCookies(tokens), (init) => info.response(200).json(account, init))
      }),
    ),
    http.post('/api/v1/users/local/create', (info) =>
      answer(world, 'createLocalUser', info, async () => {
        const { body } = await readInput('createLocalUser', { body: zCreateLocalUserBody }, info)
        return info.response(201).json(world.users.register(body))
      }),
    ),
    http.post('/api/v1/users/telegram/create', (info) =>
      answer(world, 'createTelegramUser', info, async () => {
        const { body } = await readInput('createTelegramUser', { body: zCreateTelegramUserBody }, info)
        return info.response(201).json(await world.telegram.create(body, caller(info.cookies)))
      }),
    ),
    http.post('/api/v1/users/local/link-telegram', (info) =>
      answer(world, 'linkTelegram', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('linkTelegram', { body: zLinkTelegramBody }, info)
        return info.response(200).json(await world.telegram.link(userId, body, caller(info.cookies)))
      }),
    ),
    http.post('/api/v1/users/local/request-password-reset', (info) =>
      answer(world, 'requestPasswordReset', info, async () => {
        const { body } = await readInput('requestPasswordReset', { body: zRequestPasswordResetBody }, info)
        world.users.requestPasswordReset(body)
        return info.response(204).empty()
      }),
    ),
    http.post('/api/v1/users/local/reset-password', (info) =>
      answer(world, 'resetPassword', info, async () => {
        const { body } = await readInput('resetPassword', { body: zResetPasswordBody }, info)
        world.users.resetPassword(body)
        return info.response(204).empty()
      }),
    ),
  ]
}
