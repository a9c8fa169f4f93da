import type { Instrument } from '@sdk/gen/api/types.gen'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { PRICE_PRESET_MULTIPLIERS } from '@/config/constants'
import { amountProblemText, editableAmount, parseAmount, plainAmount, readAmount } from '@/domain/amount'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { getLocale } from '@/paraglide/runtime.js'
import { formatUsdPrice } from '../price-format'
import styles from './price-converter.module.css'

/**
 * What an amount of the instrument is worth in USD at its current price: one tap on a docs/product.md §9 preset (0.01 to 1000)
 * or any amount typed (read by the one amount rule, domain/amount.ts: refused text says why on the field).
 */
export function PriceConverter({ instrument }: { instrument: Instrument }) {
  const [typed, setTyped] = useState('1')
  const outputId = useId()
  const { amount, problem, text } = readAmount(typed, getLocale(), instrument.precisionDecimals)
  const value = parseAmount(amount)
  const ticker = instrument.currencyTitle
  return (
    <section className={styles.root} aria-labelledby={`${outputId}-title`}>
      <h2 id={`${outputId}-title`} className={styles.title}>
        {m.prices_converter_title({ ticker })}
      </h2>
      <TextField
        label={m.prices_converter_amount_label({ ticker })}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        endAdornment={ticker}
        aria-controls={outputId}
        error={problem ? amountProblemText(problem) : undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{m.prices_converter_presets_label()}</legend>
        {PRICE_PRESET_MULTIPLIERS.map((multiplier) => {
          const preset = plainAmount(multiplier, instrument.precisionDecimals)
          return (
            <Button
              key={multiplier}
              variant={preset === amount ? 'primary' : 'secondary'}
              aria-pressed={preset === amount}
              className={styles.preset}
              onClick={() => setTyped(editableAmount(preset, getLocale()))}
            >
              {formatAmount(preset, instrument.precisionDecimals)}
            </Button>
          )
        })}
      </fieldset>
      <output id={outputId} className={styles.result} aria-live="polite">
        {value === null
          ? m.prices_converter_enter_amount()
          : m.prices_converter_result({
              amount: formatAmount(amount, instrument.precisionDecimals),
              ticker,
              usd: formatUsdPrice(value * instrument.price),
            })}
      </output>
    </section>
  )
}
