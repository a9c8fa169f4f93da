import type { SupportTopic } from '@sdk/gen/api/types.gen'
import { zSupportTopic } from '@sdk/gen/api/zod.gen'
import { useId } from 'react'
import fieldStyles from '@/components/ui/field.module.css'
import { errorText, useFieldContext } from '@/lib/form'
import {
  keepChoiceBeforeHydration,
  useKeepTypedBeforeHydration,
} from '@/lib/hydration/input-before-hydration'
import { m } from '@/paraglide/messages.js'
import styles from './support-form.module.css'

const TOPIC_LABELS: Record<SupportTopic, () => string> = {
  order: m.info_support_topic_order,
  exchange: m.info_support_topic_exchange,
  account: m.info_support_topic_account,
  affiliate: m.info_support_topic_affiliate,
  api: m.info_support_topic_api,
  other: m.info_support_topic_other,
}

/** What the request is about (the contract's SupportTopic), as a native select. */
export function SupportTopicField() {
  const field = useFieldContext<SupportTopic>()
  const id = useId()
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {m.info_support_topic_label()}
      </label>
      <div className={fieldStyles.control}>
        <select
          id={id}
          // A topic chosen on the pre-rendered page before its script started is the form's once hydrated.
          ref={keepChoiceBeforeHydration}
          name={field.name}
          className={fieldStyles.input}
          value={field.state.value}
          onChange={(event) => field.handleChange(zSupportTopic.parse(event.target.value))}
          onBlur={field.handleBlur}
        >
          {zSupportTopic.options.map((topic) => (
            <option key={topic} value={topic}>
              {TOPIC_LABELS[topic]()}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/**
 * The message itself: a textarea with its error read with it, cleared of a server error as soon as it is edited.
 * What was typed before the pre-rendered page hydrated is kept (as TextField).
 */
export function SupportMessageField() {
  const field = useFieldContext<string>()
  const id = useId()
  useKeepTypedBeforeHydration(id)
  const shown = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  const error = shown ? field.state.meta.errors.map(errorText).find(Boolean) : undefined
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {m.info_support_message_label()}
      </label>
      <div className={fieldStyles.control} data-invalid={error ? true : undefined}>
        <textarea
          id={id}
          name={field.name}
          className={`${fieldStyles.input} ${styles.message}`}
          rows={6}
          value={field.state.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            if (field.state.meta.errorMap.onServer !== undefined)
              field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
            field.handleChange(event.target.value)
          }}
          onBlur={field.handleBlur}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {m.info_support_message_hint()}
        </p>
      )}
    </div>
  )
}
