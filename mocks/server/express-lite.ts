// express ships no type declarations and @types/express is not installed: this file types the small part of
// express the mock server uses, in one place.
import type { IncomingMessage, ServerResponse } from 'node:http'
// @ts-expect-error -- no declaration file for 'express'; ExpressLite below is the part we use.
import expressUntyped from 'express'

export interface Req extends IncomingMessage {
  body: unknown
  params: Record<string, string>
  query: Record<string, unknown>
  path: string
}

export interface Res extends ServerResponse {
  status(code: number): Res
  json(body: unknown): Res
  send(body?: unknown): Res
  set(name: string, value: string): Res
}

export type Next = (error?: unknown) => void
export type Handler = (req: Req, res: Res, next: Next) => void
export type ErrorHandler = (error: unknown, req: Req, res: Res, next: Next) => void
type Mountable = Handler | ErrorHandler | Router

export interface Router {
  (req: IncomingMessage, res: ServerResponse, next?: Next): void
  use(...handlers: Mountable[]): Router
  use(path: string, ...handlers: Mountable[]): Router
  get(path: string, ...handlers: Handler[]): Router
  post(path: string, ...handlers: Handler[]): Router
}

export interface App extends Router {
  disable(setting: string): App
}

interface ExpressLite {
  (): App
  Router(): Router
  json(options?: { limit?: string; strict?: boolean }): Handler
}

export const express = expressUntyped as ExpressLite

/** Express 4 does not catch rejected promises: pass them to `next`. */
export const route =
  (fn: (req: Req, res: Res) => unknown): Handler =>
  (req, res, next) => {
    try {
      Promise.resolve(fn(req, res)).catch(next)
    } catch (error) {
      next(error)
    }
  }
