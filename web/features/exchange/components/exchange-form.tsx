import type { Instrument } from '@sdk/gen/api/types.gen'
import { useQueryClient } from '@tanstack/react-query'
import { memo, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react'
import { Card } from '@/components/ui/card'
import { SwapIcon } from '@/components/ui/content-icons'
import { LinkButton } from '@/components/ui/link-button'
import { amountProblemText, editableAmount, parseAmount } from '@/domain/amount'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { EXCHANGE_FORM_END, FirstPaintMark } from '@/lib/hydration/first-screen'
import { prerenderedLazy } from '@/lib/hydration/prerendered-lazy'
import { useMessagesRevision } from '@/lib/i18n/server-messages-root'
import { registeredInSession } from '@/lib/session/registration-flag'
import { useStableCallback } from '@/lib/use-stable-callback'
import { m } from '@/paraglide/messages.js'
import { getLocale } from '@/paraglide/runtime.js'
import { InstrumentPicker } from '../pickers/instrument-picker'
import { usePrefetchReceivePairs } from '../pickers/use-prefetch-receive-pairs'
import {
  emptyPairMemory,
  lastQuote,
  noFixedRate,
  pairLimits,
  rememberLimit,
  rememberNoFixedRate,
} from '../rates/pair-facts'
import { quoteView } from '../rates/quote-view'
import { RateModeToggle } from '../rates/rate-mode-toggle'
import { rateParamsFor } from '../rates/rate-params'
import { RateSummary } from '../rates/rate-summary'
import { useLiveRate } from '../rates/use-live-rate'
import { type CalculatorValues, startCalculator, typedAmount } from '../selection/calculator'
import {
  type ExchangeSelection,
  exchangePairParams,
  type PathPair,
  type TypedSide,
} from '../selection/exchange-search'
import type { FormSearch } from '../selection/form-search'
import { useCalculator } from '../selection/use-calculator'
import { useStartAmount } from '../selection/use-start-amount'
import { clearOrderAtProvider, type ReturnedDraft } from '../submit/returned-draft'
import type { Feedback, SubmitOutcome } from '../submit/submit-outcome'
import { AmountField } from './amount-field'
import styles from './exchange-form.module.css'
import { OrderPartSkeleton } from './exchange-form-skeleton'
import { RecommendedAmount } from './recommended-amount'

/**
 * The order part (TanStack Form, the order fields, the submit): loaded after the calculator has painted, and
 * before a pre-rendered page that shows it hydrates.
 */
const OrderPart = prerenderedLazy('exchange-order-part', () =>
  import('./order-part').then((module) => module.OrderPart),
)
const NotSupportedPairDialog = lazyPart(() =>
  import('../submit/not-supported-pair-dialog').then((module) => ({
    default: module.NotSupportedPairDialog,
  })),
)
const RedirectDialog = lazyPart(() =>
  import('@/components/ui/redirect-dialog').then((module) => ({ default: module.RedirectDialog })),
)

export interface ExchangeFormProps {
  instruments: Instrument[]
  selection: ExchangeSelection
  /** On /exchange-{pair}: the pair of the path (the URL then names send/receive only when they differ). */
  pathPair?: PathPair
  /** The page's ref query (ckm B, docs/product.md §4). */
  referralQuery?: string
  /** 'calculator' (/useCalc): the rate and amounts only, with a link to the exchange page. */
  variant?: 'exchange' | 'calculator'
  /** Told of the form's part of the URL each time the form writes it (see ExchangeStart). */
  onSearchWrite?: (search: FormSearch) => void
  /** What /order/pending sent back after a failed create: everything typed, and what went wrong. */
  returned?: ReturnedDraft | null
}

const calculatorOf = ({
  from,
  to,
  amountFrom,
  amountTo,
  typedSide,
  rateMode,
}: CalculatorValues): CalculatorValues => ({ from, to, amountFrom, amountTo, typedSide, rateMode })

/**
 * The exchange form (docs/product.md §1, §4, §5): the calculator (pickers, amounts, the live rate, the rate mode)
 * and, below it, the order part.
 */
export const ExchangeForm = memo(function ExchangeForm(props: ExchangeFormProps) {
  const {
    instruments,
    selection,
    pathPair,
    referralQuery,
    variant = 'exchange',
    onSearchWrite,
    returned,
  } = props
  useMessagesRevision()
  const ids = useId()
  const queryClient = useQueryClient()
  const calc = useCalculator(
    returned ? { ...calculatorOf(returned.values), entry: null } : startCalculator(selection),
    pathPair,
    onSearchWrite,
  )
  const { from, to, typedSide } = calc.state
  const [memory, setMemory] = useState(emptyPairMemory)
  const [feedback, setFeedback] = useState<Feedback | null>(
    returned?.outcome.kind === 'feedback' ? returned.outcome.feedback : null,
  )
  const [unsupportedOpen, setUnsupportedOpen] = useState(returned?.outcome.kind === 'pair-unsupported')
  // A submit without an amount: said on the typed amount until the next edit.
  const [amountMissing, setAmountMissing] = useState(false)
  const [redirectOpen, setRedirectOpen] = useState(false)
  usePrefetchReceivePairs(from)
  const receivePickerRef = useRef<HTMLDivElement>(null)

  // The rate mode in effect: floating for a pair known to have no fixed rate (the toggle says why).
  const probe = rateParamsFor({ from, to, rateMode: 'FIXED', ...calc.priced })
  const fixedUnavailable = probe !== null && noFixedRate(queryClient, probe, memory)
  const rateMode = fixedUnavailable ? 'FLOATING' : calc.state.rateMode
  const input = { from, to, rateMode, ...calc.priced }
  const params = rateParamsFor(input)
  const answer = useLiveRate(params)
  const limits = params && pairLimits(queryClient, params, memory, { registered: registeredInSession() })
  const view = quoteView(input, { answer, previous: params && lastQuote(queryClient, params), limits })

  const [inAmountField, setInAmountField] = useState(false)
  const start = useStartAmount(
    calc,
    rateMode,
    view.amountError !== null,
    inAmountField,
    limits,
    !returned && selection.movedIntoLimits === true,
  )
  const adjusting = start.adjusting

  const otherLoading = calc.settling || view.loading || adjusting
  /** The typed side shows what was typed; the other the live quote, or (dimmed) its last value while loading. */
  const shownAmount = (side: TypedSide) => {
    const stored = side === 'from' ? calc.state.amountFrom : calc.state.amountTo
    if (side === typedSide) return stored
    if (!calc.settling && view.otherAmount) return view.otherAmount
    return otherLoading ? stored : ''
  }
  /** What the field shows: the typed side what the user typed, while they edit it; else the plain amount. */
  const fieldText = (side: TypedSide) =>
    side === typedSide && calc.state.entry
      ? calc.state.entry.text
      : editableAmount(shownAmount(side), getLocale())
  // Refused text is said at once, before anything else: the side then has no amount to price or to submit.
  const refusal = calc.state.entry?.problem ?? null
  const typedAmountError = amountMissing ? m.error_amount_empty() : view.amountError
  const amountError = (side: TypedSide) =>
    side === typedSide && refusal
      ? amountProblemText(refusal)
      : side === calc.priced.typedSide && !calc.settling && !adjusting
        ? typedAmountError
        : null
  const amountId = (side: TypedSide) => `${ids}-amount-${side}`
  const orderFormId = `${ids}-order`
  /** What the last submit said goes (an edit, a dismiss, a new outcome): a card order's notice stops coming back on a reload. */
  const clearFeedback = () => {
    if (feedback?.tone === 'redirect') clearOrderAtProvider()
    setFeedback(null)
  }
  const edit = () => {
    clearFeedback()
    setAmountMissing(false)
    start.clearNote()
  }

  /** A submit's outcome, for what this form owns (docs/product.md §8). */
  const applyOutcome = useStableCallback((outcome: SubmitOutcome) => {
    const asked = rateParamsFor({ from, to, rateMode, typedSide, amount: typedAmount(calc.state) })
    switch (outcome.kind) {
      case 'feedback':
        setFeedback(outcome.feedback)
        setRedirectOpen(outcome.feedback.tone === 'redirect')
        return
      case 'force-floating':
        if (asked) setMemory(rememberNoFixedRate(memory, asked))
        calc.setRateMode('FLOATING')
        setFeedback({ tone: 'notice', message: outcome.message })
        return
      case 'amount-missing':
        setAmountMissing(true)
        document.getElementById(amountId(typedSide))?.focus()
        return
      case 'amount-limit':
        if (asked && outcome.limit !== null)
          setMemory(rememberLimit(memory, asked, outcome.bound, outcome.limit))
        document.getElementById(amountId(typedSide))?.focus()
        setFeedback({ tone: 'error', message: outcome.message })
        return
      case 'pair-unsupported':
        setUnsupportedOpen(true)
        return
      case 'sign-in-needed':
        setFeedback({ tone: 'notice', message: m.exchange_fiat_sign_in_needed() })
        return
      default:
        clearFeedback()
    }
  })

  // The order part is one element for as long as what it shows stays the same: a new rate, an amount typed or a
  // URL written re-renders the calculator above, never the order fields (nor, while React hydrates the page,
  // forces their part to hydrate at once, in one long task).
  const readCalculator = useStableCallback(() => ({ ...calculatorOf(calc.state), rateMode }))
  const checkCalculator = useStableCallback(() => {
    const missing = from.slug !== to.slug && parseAmount(typedAmount(calc.state)) === null
    setAmountMissing(missing)
    return missing ? document.getElementById(amountId(typedSide)) : null
  })
  const openRedirect = useCallback(() => setRedirectOpen(true), [])
  const pair = useMemo(() => ({ from, to, rateMode }), [from, to, rateMode])
  const restored = useMemo(
    () =>
      returned
        ? { fields: returned.values, outcome: returned.outcome, resumeKyc: returned.resumeKyc === true }
        : null,
    [returned],
  )
  const orderPart = useMemo(
    () => (
      <Suspense fallback={<OrderPartSkeleton />}>
        <OrderPart
          id={orderFormId}
          pair={pair}
          readCalculator={readCalculator}
          checkCalculator={checkCalculator}
          referralQuery={referralQuery}
          restored={restored}
          feedback={feedback}
          onOutcome={applyOutcome}
          onOpenRedirect={openRedirect}
        />
      </Suspense>
    ),
    [
      orderFormId,
      pair,
      readCalculator,
      checkCalculator,
      referralQuery,
      restored,
      feedback,
      applyOutcome,
      openRedirect,
    ],
  )

  const footer =
    start.note !== null ? (
      <p className={styles.startNote} role="status">
        {m.exchange_start_amount_note({ amount: start.note })}
      </p>
    ) : !refusal && typedAmountError && !calc.settling && !adjusting && calc.priced.typedSide === 'from' ? (
      <RecommendedAmount
        from={from}
        to={to}
        rateMode={rateMode}
        onUse={(amount) => {
          edit()
          calc.fill('from', amount)
        }}
      />
    ) : null

  // The pickers are memoized: a new rate re-renders neither (their handlers are stable).
  const selectSend = useStableCallback((instrument: Instrument) => {
    edit()
    calc.pick('from', instrument)
  })
  const selectReceive = useStableCallback((instrument: Instrument) => {
    edit()
    calc.pick('to', instrument)
  })
  const picker = (side: TypedSide) => (
    <InstrumentPicker
      side={side === 'from' ? 'send' : 'receive'}
      value={calc.state[side]}
      other={calc.state[side === 'from' ? 'to' : 'from']}
      instruments={instruments}
      receiveFrom={side === 'to' ? from : undefined}
      onSelect={side === 'from' ? selectSend : selectReceive}
    />
  )
  const amountField = (side: TypedSide) => (
    <AmountField
      id={amountId(side)}
      form={variant === 'exchange' ? orderFormId : undefined}
      label={side === 'from' ? m.exchange_send_label() : m.exchange_receive_label()}
      value={fieldText(side)}
      loading={side !== typedSide && otherLoading}
      error={amountError(side)}
      onChange={(typed) => {
        edit()
        calc.type(side, typed)
      }}
      onFocusChange={setInAmountField}
      footer={side === 'from' ? footer : undefined}
      picker={picker(side)}
    />
  )

  return (
    <Card
      as="section"
      padding="lg"
      className={styles.card}
      data-variant={variant}
      aria-label={m.exchange_form_label()}
    >
      <div className={styles.form}>
        <div className={styles.calculator}>
          <div className={styles.amounts}>
            {amountField('from')}
            <div className={styles.swapRow}>
              <button
                type="button"
                className={styles.swap}
                onClick={() => {
                  edit()
                  calc.swap({ from: shownAmount('from'), to: shownAmount('to') })
                }}
                aria-label={m.exchange_swap()}
                title={m.exchange_swap()}
              >
                <SwapIcon />
              </button>
            </div>
            <div ref={receivePickerRef}>{amountField('to')}</div>
          </div>
          {from.slug === to.slug ? (
            <p className={styles.rateProblem} role="alert">
              {m.error_same_instruments()}
            </p>
          ) : (
            <RateSummary view={view} from={from} to={to} />
          )}
          <RateModeToggle
            value={rateMode}
            fixedUnavailable={fixedUnavailable}
            onChange={(next) => {
              edit()
              calc.setRateMode(next)
            }}
          />
        </div>
        {variant === 'exchange' ? (
          orderPart
        ) : (
          <LinkButton
            to="/exchange-{$pair}"
            params={exchangePairParams(from.slug, to.slug)}
            search={{
              amount: calc.priced.amount || undefined,
              side: calc.priced.typedSide === 'to' ? 'receive' : undefined,
              rate: rateMode === 'FIXED' ? 'fixed' : undefined,
            }}
            size="lg"
            block
          >
            {m.exchange_calc_cta({ from: from.currencyTitle, to: to.currencyTitle })}
          </LinkButton>
        )}
      </div>
      {redirectOpen && feedback?.tone === 'redirect' && (
        <Suspense fallback={null}>
          <RedirectDialog
            url={feedback.redirectUrl}
            purpose={feedback.purpose}
            open
            onOpenChange={setRedirectOpen}
          />
        </Suspense>
      )}
      {unsupportedOpen && (
        <Suspense fallback={null}>
          <NotSupportedPairDialog
            open
            onOpenChange={setUnsupportedOpen}
            pairName={`${from.currencyTitle} → ${to.currencyTitle}`}
            onChooseOther={() => {
              setUnsupportedOpen(false)
              receivePickerRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.click()
            }}
          />
        </Suspense>
      )}
      <FirstPaintMark id={EXCHANGE_FORM_END} />
    </Card>
  )
})
