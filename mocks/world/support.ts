// Support requests (createSupportRequest): each message becomes a ticket. A requestId seen before answers the
// ticket it created, so a retried submission makes no second ticket. Order questions are answered first.
import type { SupportRequest, SupportRequestReceipt, SupportTopic } from '@sdk/gen/api/types.gen'
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'
import { UPNUM } from './rng'

interface SupportTicket extends SupportRequestReceipt {
  request: SupportRequest
}

export interface SupportState {
  tickets: SupportTicket[]
}

/** The shortest message the desk can act on, spaces aside (the schema counts them). */
export const SUPPORT_MESSAGE_MIN_CHARS = 20

/** How soon the desk promises a first reply, by topic: an order in flight comes first. */
const REPLY_WITHIN_HOURS: Record<SupportTopic, number> = {
  order: 2,
  exchange: 12,
  account: 24,
  affiliate: 24,
  api: 24,
  other: 24,
}

export class Support {
  st: SupportState = { tickets: [] }

  constructor(
    private readonly ctx: WorldContext,
    private readonly orderExists: (orderId: string) => boolean,
  ) {}

  /**
   * A ticket for a well-formed request (the handler checks the contract's schema first). A message of spaces is
   * ERR_VALIDATION (message); an orderId that names no order, ERR_NOT_FOUND (orderId).
   */
  create(request: SupportRequest): SupportRequestReceipt {
    const seen = this.st.tickets.find((ticket) => ticket.request.requestId === request.requestId)
    if (seen) return receiptOf(seen)
    if (request.message.trim().length < SUPPORT_MESSAGE_MIN_CHARS) {
      throw validationError('message', `message must have at least ${SUPPORT_MESSAGE_MIN_CHARS} characters`)
    }
    if (request.orderId !== undefined && !this.orderExists(request.orderId)) {
      throw new WorldError('ERR_NOT_FOUND', `Order ${request.orderId} not found`, { field: 'orderId' })
    }
    const ticket: SupportTicket = {
      ticketId: `SUP-${this.ctx.rng.chars(6, UPNUM)}`,
      createdAt: this.ctx.clock.iso(),
      replyWithinHours: REPLY_WITHIN_HOURS[request.topic],
      request: { ...request },
    }
    this.st.tickets.push(ticket)
    return receiptOf(ticket)
  }

  /** Every ticket, oldest first (for tests and the console). */
  tickets(): readonly SupportTicket[] {
    return this.st.tickets
  }
}

const receiptOf = ({ ticketId, createdAt, replyWithinHours }: SupportTicket): SupportRequestReceipt => ({
  ticketId,
  createdAt,
  replyWithinHours,
})
