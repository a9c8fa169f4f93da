import type { Instrument } from '@sdk/gen/api/types.gen'
import { useStore } from '@tanstack/react-form'
import { TermsLabel } from '@/components/ui/terms-label'
import { stripEmailPlus } from '@/domain/email'
import { onOwnNetwork } from '@/domain/instrument-label'
import { withForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { addressToSend, type OrderFormValues, orderFieldRules } from '../forms/order-form'
import styles from './exchange-form.module.css'

type CheckAddress = (instrument: Instrument, address: string) => Promise<string | undefined>

/**
 * 'Your USDT address (TRC20 network)'; a coin on a network of its own needs no network: 'Your BTC address'; a sale
 * to a card asks for the card's number.
 */
const destinationLabel = (to: Instrument) => {
  if (to.instrumentType === 'fiat') return m.exchange_destination_label_card({ ticker: to.currencyTitle })
  return onOwnNetwork(to)
    ? m.exchange_destination_label_own_network({ ticker: to.currencyTitle })
    : m.exchange_destination_label({ ticker: to.currencyTitle, network: to.networkTitle })
}

/** 'Refund address for USDT (TRC20 network)'; 'Refund address for BTC'. */
const refundLabel = (from: Instrument) =>
  onOwnNetwork(from)
    ? m.exchange_refund_label_own_network({ ticker: from.currencyTitle })
    : m.exchange_refund_label({ ticker: from.currencyTitle, network: from.networkTitle })

const values = (fieldApi: { form: { state: { values: OrderFormValues } } }) => fieldApi.form.state.values

/**
 * The order part of the exchange form (docs/product.md §5): destination address (checked by the server on blur), memo
 * or "no memo", the refund address of a fixed rate, the optional e-mail and the terms.
 */
export const OrderFields = withForm({
  defaultValues: {} as OrderFormValues,
  props: {} as { checkAddress: CheckAddress },
  render: function OrderFieldsRender({ form, checkAddress }) {
    const to = useStore(form.store, (state) => state.values.to)
    const from = useStore(form.store, (state) => state.values.from)
    const fixed = useStore(form.store, (state) => state.values.rateMode === 'FIXED')
    const noMemo = useStore(form.store, (state) => state.values.noMemo)
    return (
      <div className={styles.orderFields}>
        <form.AppField
          name="destinationAddress"
          validators={{
            onChange: ({ fieldApi }) => orderFieldRules.destinationAddress(values(fieldApi)),
            onChangeListenTo: ['to'],
            // The server sees only an address that passed the local rules (no hidden character, within the cap).
            onBlurAsync: async ({ value, fieldApi }) =>
              orderFieldRules.destinationAddress(values(fieldApi)) === undefined
                ? checkAddress(values(fieldApi).to, addressToSend(values(fieldApi).to, value))
                : undefined,
          }}
        >
          {(field) => (
            <field.TextField
              label={destinationLabel(to)}
              {...(to.instrumentType === 'fiat'
                ? { autoComplete: 'cc-number', inputMode: 'numeric' as const }
                : { autoComplete: 'off', autoCapitalize: 'off' })}
              spellCheck={false}
            />
          )}
        </form.AppField>

        <div className={styles.memoRow} hidden={!to.requiresMemo}>
          <form.AppField
            name="destinationAddressMemo"
            validators={{
              onChange: ({ fieldApi }) => orderFieldRules.destinationAddressMemo(values(fieldApi)),
              onChangeListenTo: ['noMemo', 'to'],
            }}
          >
            {(field) => (
              <field.TextField
                label={m.exchange_memo_label()}
                hint={m.exchange_memo_hint({ ticker: to.currencyTitle })}
                autoComplete="off"
                spellCheck={false}
                disabled={noMemo}
              />
            )}
          </form.AppField>
          <form.AppField name="noMemo">
            {(field) => <field.Checkbox label={m.exchange_no_memo_label()} />}
          </form.AppField>
        </div>

        <div className={styles.refundRow} hidden={!fixed}>
          <form.AppField
            name="refundAddress"
            validators={{
              onChange: ({ fieldApi }) => orderFieldRules.refundAddress(values(fieldApi)),
              onChangeListenTo: ['rateMode', 'destinationAddress', 'from'],
              onBlurAsync: async ({ value, fieldApi }) =>
                values(fieldApi).rateMode === 'FIXED' &&
                orderFieldRules.refundAddress(values(fieldApi)) === undefined
                  ? checkAddress(values(fieldApi).from, value.trim())
                  : undefined,
            }}
          >
            {(field) => (
              <field.TextField
                label={refundLabel(from)}
                hint={m.exchange_refund_hint({ ticker: from.currencyTitle })}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="off"
              />
            )}
          </form.AppField>
          <div hidden={!from.requiresMemo}>
            <form.AppField
              name="refundAddressMemo"
              validators={{
                onChange: ({ fieldApi }) => orderFieldRules.refundAddressMemo(values(fieldApi)),
                onChangeListenTo: ['rateMode', 'from'],
              }}
            >
              {(field) => <field.TextField label={m.exchange_refund_memo_label()} autoComplete="off" />}
            </form.AppField>
          </div>
        </div>

        <form.AppField
          name="userEmail"
          validators={{ onChange: ({ fieldApi }) => orderFieldRules.userEmail(values(fieldApi)) }}
        >
          {(field) => (
            <field.TextField
              label={m.exchange_email_label()}
              hint={m.exchange_email_hint()}
              type="email"
              inputMode="email"
              autoComplete="email"
              normalize={stripEmailPlus}
            />
          )}
        </form.AppField>

        <form.AppField
          name="acceptTerms"
          validators={{ onChange: ({ fieldApi }) => orderFieldRules.acceptTerms(values(fieldApi)) }}
        >
          {(field) => <field.Checkbox label={<TermsLabel sentence={m.exchange_terms_label()} />} />}
        </form.AppField>
      </div>
    )
  },
})
