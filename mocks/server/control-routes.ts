// The developer/test controls under /__mock (JSON in, JSON out). Each route only parses its input and
// calls the world's control surface; a bad input answers 400 { error }, a world error its ErrorBody.
import { randomUUID } from 'node:crypto'
import { errorHttpStatus } from '@sdk/operation-contract.gen'
import { operations } from '@sdk/operations.gen'
import { type FailureKind, HEALTH_OPERATIONS, type HealthSetting } from '../world/controls'
import { isWorldError } from '../world/errors'
import { ORDER_SCENARIOS, type OrderScenario } from '../world/order-record'
import type { World } from '../world/world'
import { type ErrorHandler, express, type Req, type Router, route } from './express-lite'

export interface ControlDeps {
  world: World
  /** Closes every open WebSocket connection; answers how many were open. */
  dropWebSockets(): number
  openWebSockets(): number
}

class BadInput extends Error {}

const FAILURE_KINDS: readonly FailureKind[] = ['http500', 'http503', 'network']
const HEALTH_SETTINGS: readonly HealthSetting[] = ['OK', 'TECHNICAL_DIFFICULTIES', 'UNHEALTHY', 'fail']
const ADVANCE_MODES = ['event', 'step', 'end'] as const

const field = (req: Req, name: string): unknown =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>)[name] : undefined

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], name: string): T => {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new BadInput(`${name} must be one of ${allowed.join(', ')}`)
}

const number = (value: unknown, name: string): number => {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
  throw new BadInput(`${name} must be a non-negative number`)
}

const state = (deps: ControlDeps) => {
  const { world } = deps
  return {
    seed: world.seed,
    clock: { ...world.clock.state, now: world.clock.iso() },
    controls: world.controls.state,
    autoProgress: world.controls.autoProgress,
    openWebSockets: deps.openWebSockets(),
  }
}

const controlErrors: ErrorHandler = (error, _req, res, next) => {
  if (error instanceof BadInput || error instanceof SyntaxError)
    res.status(400).json({ error: error.message })
  else if (isWorldError(error))
    res.status(errorHttpStatus[error.code]).json({ ...error.toBody(), traceId: randomUUID() })
  else next(error)
}

export const createControlRouter = (deps: ControlDeps): Router => {
  const { world } = deps
  const c = world.controls
  const router = express.Router()
  router.use(express.json({ limit: '100kb' }))

  router.get(
    '/state',
    route((_req, res) => res.json(state(deps))),
  )
  router.post(
    '/reset',
    route((req, res) => {
      const seed = field(req, 'seed')
      world.reset(seed === undefined ? world.seed : number(seed, 'seed'))
      res.json(state(deps))
    }),
  )
  router.post(
    '/latency',
    route((req, res) => {
      c.latencyMs = number(field(req, 'ms'), 'ms')
      res.json({ latencyMs: c.latencyMs })
    }),
  )
  router.post(
    '/fail',
    route((req, res) => {
      const operationId = field(req, 'operationId')
      if (operationId !== '*' && !(typeof operationId === 'string' && operationId in operations))
        throw new BadInput("operationId must be an operation of the contract or '*'")
      c.failNext(operationId, oneOf(field(req, 'kind') ?? 'http500', FAILURE_KINDS, 'kind'))
      res.json({ failures: c.state.failures })
    }),
  )
  router.post(
    '/health',
    route((req, res) => {
      c.healthStatus = oneOf(field(req, 'status'), HEALTH_SETTINGS, 'status')
      res.json({ healthStatus: c.healthStatus })
    }),
  )
  router.post(
    '/health-gateway',
    route((req, res) => {
      const down = field(req, 'down') ?? null
      c.gatewayDown = down === null ? null : oneOf(down, HEALTH_OPERATIONS, 'down')
      res.json({ gatewayDown: c.gatewayDown })
    }),
  )
  router.post(
    '/orders/:id/advance',
    route((req, res) => {
      const mode = field(req, 'mode')
      res.json(
        c.advanceOrder(
          req.params.id ?? '',
          mode === undefined ? undefined : oneOf(mode, ADVANCE_MODES, 'mode'),
        ),
      )
    }),
  )
  router.post(
    '/orders/:id/scenario',
    route((req, res) => {
      const scenario = oneOf<OrderScenario>(field(req, 'scenario'), ORDER_SCENARIOS, 'scenario')
      res.json(c.setOrderScenario(req.params.id ?? '', scenario))
    }),
  )
  router.post(
    '/clock/advance',
    route((req, res) => {
      c.advanceClock(number(field(req, 'ms'), 'ms'))
      res.json({ now: world.clock.iso() })
    }),
  )
  router.get(
    '/reset-code',
    route((req, res) => {
      const email = req.query.email
      if (typeof email !== 'string' || !email) throw new BadInput('email is required')
      const resetCode = c.lastResetCode(email)
      res.status(resetCode === null ? 404 : 200).json({ email, resetCode })
    }),
  )
  router.post(
    '/tokens/expire',
    route((_req, res) => {
      c.expireAccessTokens()
      res.json({ expired: true })
    }),
  )
  router.post(
    '/ws/drop',
    route((_req, res) => res.json({ dropped: deps.dropWebSockets() })),
  )
  router.post(
    '/auto-progress',
    route((req, res) => {
      const on = field(req, 'on')
      if (typeof on !== 'boolean') throw new BadInput('on must be a boolean')
      c.autoProgress = on
      res.json({ autoProgress: c.autoProgress })
    }),
  )
  router.use(controlErrors)
  return router
}
