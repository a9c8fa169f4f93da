import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { useStore } from '@tanstack/react-form'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { Card } from '@/components/ui/card'
import { SwapIcon } from '@/components/ui/icons'
import { LinkButton } from '@/components/ui/link-button'
import { setServerFieldError, useAppForm } from '@/lib/form'
import { usePrimaryFormAction } from '@/lib/primary-action'
import { m } from '@/paraglide/messages.js'
import { sanitizeAmount } from '../amount'
import {
  type ExchangeSearch,
  type ExchangeSelection,
  exchangePairParams,
  type PathPair,
  type TypedSide,
} from '../exchange-search'
import { fiatDemoAmount, isFiatPair } from '../fiat/fiat-rules'
import { type ExchangeFormValues, exchangeFormOptions } from '../forms/exchange-form'
import { fixedRateKey } from '../live-rate-source'
import { quoteView, rateParamsFor } from '../quote-view'
import { useAddressCheck } from '../use-address-check'
import { useExchangeSubmit } from '../use-exchange-submit'
import { useLiveRateSource, useRateParams } from '../use-live-rate'
import { usePricedSelection } from '../use-priced-selection'
import { useReceiveInstruments } from '../use-receive-instruments'
import { AmountField } from './amount-field'
import styles from './exchange-form.module.css'
import { FormFeedback } from './form-feedback'
import { InstrumentPicker } from './instrument-picker'
import { OrderFields } from './order-fields'
import { RateModeToggle } from './rate-mode-toggle'
import { RateSummary } from './rate-summary'
import { RecommendedAmount } from './recommended-amount'

const NotSupportedPairDialog = lazy(() =>
  import('./not-supported-pair-dialog').then((module) => ({ default: module.NotSupportedPairDialog })),
)
const KycDialog = lazy(() => import('../fiat/kyc-dialog').then((module) => ({ default: module.KycDialog })))
const RedirectDialog = lazy(() =>
  import('@/components/ui/redirect-dialog').then((module) => ({ default: module.RedirectDialog })),
)

export interface ExchangeFormProps {
  instruments: Instrument[]
  selection: ExchangeSelection
  /** On /exchange-{pair}: the pair of the path (the URL then names send/receive only when they differ). */
  pathPair?: PathPair
  /** The page's ref query (ckm B, spec §4). */
  referralQuery?: string
  /** 'calculator' (/useCalc): the rate and amounts only, with a link to the exchange page. */
  variant?: 'exchange' | 'calculator'
  /** Told of the form's part of the URL each time the form writes it (see ExchangeStart). */
  onSearchWrite?: (search: Pick<ExchangeSearch, 'send' | 'receive' | 'amount' | 'side'>) => void
}

/** The exchange form (spec §1, §4, §5): pickers, amounts, live rate, rate mode, order fields, create. */
export function ExchangeForm({
  instruments,
  selection,
  pathPair,
  referralQuery,
  variant = 'exchange',
  onSearchWrite,
}: ExchangeFormProps) {
  const ids = useId()
  const submitRef = useRef<(values: ExchangeFormValues) => Promise<void>>(async () => {})
  const form = useAppForm({
    ...exchangeFormOptions(selection),
    onSubmit: ({ value }) => submitRef.current(value),
  })
  const from = useStore(form.store, (state) => state.values.from)
  const to = useStore(form.store, (state) => state.values.to)
  const typedSide = useStore(form.store, (state) => state.values.typedSide)
  const rateMode = useStore(form.store, (state) => state.values.rateMode)
  const amountFrom = useStore(form.store, (state) => state.values.amountFrom)
  const amountTo = useStore(form.store, (state) => state.values.amountTo)

  const { priced, commit } = usePricedSelection(
    { typedSide: selection.typedSide, amount: selection.amount },
    pathPair,
    onSearchWrite,
  )
  const receiveInstruments = useReceiveInstruments(from, to, instruments)

  const { source, snapshot } = useLiveRateSource()
  const fixedUnavailable = snapshot.fixedUnavailable.has(fixedRateKey(from, to))
  const mode: RateMode = fixedUnavailable ? 'FLOATING' : rateMode
  const input = { from, to, rateMode: mode, ...priced }
  const key = useRateParams(source, rateParamsFor(input))
  const view = quoteView(input, snapshot, key)
  const settling =
    priced.typedSide !== typedSide || priced.amount !== (typedSide === 'from' ? amountFrom : amountTo)

  // The rate said this pair has no fixed rate: the form switches to floating (and the toggle says why).
  useEffect(() => {
    if (fixedUnavailable && rateMode === 'FIXED') form.setFieldValue('rateMode', 'FLOATING')
  }, [fixedUnavailable, rateMode, form])

  const checkAddress = useAddressCheck()
  const amountId = (side: TypedSide) => `${ids}-amount-${side}`
  const receivePickerRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const exchange = useExchangeSubmit({
    source,
    liveQuote: settling ? null : view.orderQuote,
    referralQuery,
    form: {
      forceFloating: () => form.setFieldValue('rateMode', 'FLOATING'),
      setEmail: (email) => form.setFieldValue('userEmail', email),
      setFieldError: (field, message) => {
        setServerFieldError(form, field, message)
        formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
      },
      focusAmount: () => document.getElementById(amountId(form.state.values.typedSide))?.focus(),
    },
  })
  submitRef.current = exchange.submit
  usePrimaryFormAction(formRef, variant === 'exchange' ? m.exchange_submit() : null)

  function typeAmount(side: TypedSide, typed: string) {
    const amount = sanitizeAmount(typed, (side === 'from' ? from : to).precisionDecimals)
    form.setFieldValue(side === 'from' ? 'amountFrom' : 'amountTo', amount)
    form.setFieldValue('typedSide', side)
    exchange.clearFeedback()
    commit({ from, to, typedSide: side, amount }, { typing: true })
  }

  function pick(side: TypedSide, instrument: Instrument) {
    form.setFieldValue(side, instrument)
    exchange.clearFeedback()
    const next = { from: side === 'from' ? instrument : from, to: side === 'to' ? instrument : to }
    // §9 "Fiat demo amounts": a pick that turns the pair into a card pair starts from the demo amount.
    const demo = isFiatPair(from, to) ? null : fiatDemoAmount(next.from, next.to)
    if (demo !== null) {
      form.setFieldValue('amountFrom', demo)
      form.setFieldValue('typedSide', 'from')
      commit({ ...next, typedSide: 'from', amount: demo })
      return
    }
    const typed = typedSide === 'from' ? amountFrom : amountTo
    const amount = sanitizeAmount(typed, (typedSide === 'from' ? next.from : next.to).precisionDecimals)
    form.setFieldValue(typedSide === 'from' ? 'amountFrom' : 'amountTo', amount)
    commit({ ...next, typedSide, amount })
  }

  const same = from.slug === to.slug
  const otherLoading = settling || view.loading
  const stored = (side: TypedSide) => (side === 'from' ? amountFrom : amountTo)
  /** The typed side shows what was typed; the other the live quote, or (dimmed) its last value while loading. */
  const shownAmount = (side: TypedSide) => {
    if (side === typedSide) return stored(side)
    if (!settling && view.otherAmount) return view.otherAmount
    return otherLoading ? stored(side) : ''
  }

  /** Spec §4 "Swap": the instruments and their amounts change places, and so does the typed side. */
  function swap() {
    const shownFrom = shownAmount('from')
    const shownTo = shownAmount('to')
    const nextTyped: TypedSide = typedSide === 'from' ? 'to' : 'from'
    form.setFieldValue('from', to)
    form.setFieldValue('to', from)
    form.setFieldValue('amountFrom', shownTo)
    form.setFieldValue('amountTo', shownFrom)
    form.setFieldValue('typedSide', nextTyped)
    exchange.clearFeedback()
    commit({ from: to, to: from, typedSide: nextTyped, amount: nextTyped === 'from' ? shownTo : shownFrom })
  }

  const amountError = (side: TypedSide) => (side === priced.typedSide && !settling ? view.amountError : null)
  const recommended =
    view.amountError && !settling && priced.typedSide === 'from' ? (
      <RecommendedAmount from={from} to={to} rateMode={mode} onUse={(amount) => typeAmount('from', amount)} />
    ) : null

  return (
    <Card as="section" padding="lg" className={styles.card} aria-label={m.exchange_form_label()}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <div className={styles.amounts}>
          <AmountField
            id={amountId('from')}
            label={m.exchange_send_label()}
            value={shownAmount('from')}
            loading={typedSide === 'to' && otherLoading}
            error={amountError('from')}
            onChange={(typed) => typeAmount('from', typed)}
            footer={recommended}
            picker={
              <InstrumentPicker
                side="send"
                value={from}
                other={to}
                instruments={instruments}
                onSelect={(i) => pick('from', i)}
              />
            }
          />
          <div className={styles.swapRow}>
            <button
              type="button"
              className={styles.swap}
              onClick={swap}
              aria-label={m.exchange_swap()}
              title={m.exchange_swap()}
            >
              <SwapIcon />
            </button>
          </div>
          <div ref={receivePickerRef}>
            <AmountField
              id={amountId('to')}
              label={m.exchange_receive_label()}
              value={shownAmount('to')}
              loading={typedSide === 'from' && otherLoading}
              error={amountError('to')}
              onChange={(typed) => typeAmount('to', typed)}
              picker={
                <InstrumentPicker
                  side="receive"
                  value={to}
                  other={from}
                  instruments={receiveInstruments}
                  onSelect={(i) => pick('to', i)}
                />
              }
            />
          </div>
        </div>
        {same ? (
          <p className={styles.rateProblem} role="alert">
            {m.error_same_instruments()}
          </p>
        ) : (
          <RateSummary view={view} from={from} to={to} />
        )}
        <RateModeToggle
          value={mode}
          fixedUnavailable={fixedUnavailable}
          onChange={(next) => {
            exchange.clearFeedback()
            form.setFieldValue('rateMode', next)
          }}
        />
        {variant === 'exchange' ? (
          <>
            <OrderFields form={form} checkAddress={checkAddress} />
            <FormFeedback
              feedback={exchange.feedback}
              onOpenRedirect={() => exchange.setRedirectOpen(true)}
            />
            <form.AppForm>
              <form.SubmitButton pendingLabel={m.exchange_submit_pending()}>
                {m.exchange_submit()}
              </form.SubmitButton>
            </form.AppForm>
          </>
        ) : (
          <LinkButton
            to="/exchange-{$pair}"
            params={exchangePairParams(from.slug, to.slug)}
            search={{
              amount: priced.amount || undefined,
              side: priced.typedSide === 'to' ? 'receive' : undefined,
            }}
            size="lg"
            block
          >
            {m.exchange_calc_cta({ from: from.currencyTitle, to: to.currencyTitle })}
          </LinkButton>
        )}
      </form>
      {exchange.kycStep && (
        <Suspense fallback={null}>
          <KycDialog step={exchange.kycStep} onCancel={exchange.cancelKyc} />
        </Suspense>
      )}
      {exchange.redirectOpen && exchange.feedback?.tone === 'redirect' && (
        <Suspense fallback={null}>
          <RedirectDialog url={exchange.feedback.redirectUrl} open onOpenChange={exchange.setRedirectOpen} />
        </Suspense>
      )}
      {exchange.unsupportedOpen && (
        <Suspense fallback={null}>
          <NotSupportedPairDialog
            open
            onOpenChange={exchange.setUnsupportedOpen}
            pairName={`${from.currencyTitle} → ${to.currencyTitle}`}
            onChooseOther={() => {
              exchange.setUnsupportedOpen(false)
              receivePickerRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.click()
            }}
          />
        </Suspense>
      )}
    </Card>
  )
}
