import type { IdentityType } from '@sdk/gen/api/types.gen'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { errorText } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { issuingCountries } from '../countries'
import { needsBackPhoto } from '../forms/verification-form-options'
import { focusFirstInvalid, focusOnMount } from '../step-focus'
import { previousStep } from '../upload-step'
import type { VerificationFormState } from '../use-verification-form'
import { PhotoField } from './photo-field'
import styles from './verification.module.css'

const IDENTITY_TYPES: { value: IdentityType; label: () => string }[] = [
  { value: 'passport', label: () => m.verification_type_passport() },
  { value: 'idcard', label: () => m.verification_type_idcard() },
  { value: 'drivinglicense', label: () => m.verification_type_drivinglicense() },
]

const STEP_TITLE = {
  RESIDENTIAL: () => m.verification_step_residential(),
  TYPE_ID: () => m.verification_step_type(),
  PERSONAL_INFO: () => m.verification_step_personal(),
  GET_READY: () => m.verification_step_ready(),
  UPLOADING_DOCS: () => m.verification_step_upload(),
} as const

/** The upload steps after NONE (docs/product.md §4): one panel at a time, with back and next. */
export function VerificationSteps({ state }: { state: VerificationFormState }) {
  const { form, step } = state
  const countries = useMemo(() => issuingCountries(), [])
  if (step === 'NONE') return null
  const last = step === 'UPLOADING_DOCS'
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="verification-step-title"
      onSubmit={(event) => {
        event.preventDefault()
        const element = event.currentTarget
        if (last) void form.handleSubmit().then(() => focusFirstInvalid(element))
        else {
          state.next()
          focusFirstInvalid(element)
        }
      }}
    >
      <h2
        key={step}
        ref={focusOnMount}
        tabIndex={-1}
        id="verification-step-title"
        className={styles.stepTitle}
      >
        {STEP_TITLE[step]()}
      </h2>
      {step === 'RESIDENTIAL' && (
        <form.Field name="issueCountry">
          {(field) => {
            const error = field.state.meta.errors.map(errorText).find(Boolean)
            return (
              <div className={styles.photo}>
                <label htmlFor="verification-country" className={styles.label}>
                  {m.verification_country_label()}
                </label>
                <select
                  id="verification-country"
                  className={styles.select}
                  value={field.state.value}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'verification-country-error' : undefined}
                  onChange={(event) => {
                    field.setMeta((meta) => ({
                      ...meta,
                      errorMap: { ...meta.errorMap, onServer: undefined },
                    }))
                    field.handleChange(event.target.value)
                  }}
                >
                  <option value="">{m.verification_country_choose()}</option>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
                {error && (
                  <p id="verification-country-error" className={styles.error}>
                    {error}
                  </p>
                )}
              </div>
            )
          }}
        </form.Field>
      )}
      {step === 'TYPE_ID' && (
        <form.Field name="identityType">
          {(field) => (
            <fieldset className={styles.types}>
              <legend className={styles.label}>{m.verification_type_label()}</legend>
              {IDENTITY_TYPES.map((type) => (
                <label key={type.value} className={styles.type}>
                  <input
                    type="radio"
                    name="identityType"
                    value={type.value}
                    checked={field.state.value === type.value}
                    onChange={() => field.handleChange(type.value)}
                  />
                  {type.label()}
                </label>
              ))}
            </fieldset>
          )}
        </form.Field>
      )}
      {step === 'PERSONAL_INFO' && (
        <div className={styles.fields}>
          <form.AppField name="firstName">
            {(field) => (
              <field.TextField label={m.verification_first_name()} autoComplete="given-name" required />
            )}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => (
              <field.TextField label={m.verification_last_name()} autoComplete="family-name" required />
            )}
          </form.AppField>
          <form.AppField name="birthDate">
            {(field) => (
              <field.TextField label={m.verification_birth_date()} type="date" autoComplete="bday" required />
            )}
          </form.AppField>
          <form.AppField name="identityNumber">
            {(field) => (
              <field.TextField label={m.verification_identity_number()} autoComplete="off" required />
            )}
          </form.AppField>
          <form.AppField name="expireDate">
            {(field) => (
              <field.TextField
                label={m.verification_expire_date()}
                hint={m.verification_expire_date_hint()}
                type="date"
                required
              />
            )}
          </form.AppField>
        </div>
      )}
      {step === 'GET_READY' && (
        <ul className={styles.tips}>
          <li>{m.verification_ready_light()}</li>
          <li>{m.verification_ready_whole()}</li>
          <li>{m.verification_ready_face()}</li>
        </ul>
      )}
      {last && (
        <div className={styles.fields}>
          <form.AppField name="facePhoto">
            {() => <PhotoField label={m.verification_photo_face()} camera="user" />}
          </form.AppField>
          <form.AppField name="frontPhoto">
            {() => <PhotoField label={m.verification_photo_front()} camera="environment" />}
          </form.AppField>
          <form.Subscribe selector={(s) => s.values.identityType}>
            {(type) =>
              needsBackPhoto(type) && (
                <form.AppField name="backendPhoto">
                  {() => <PhotoField label={m.verification_photo_back()} camera="environment" />}
                </form.AppField>
              )
            }
          </form.Subscribe>
        </div>
      )}
      {state.submitError && (
        <Callout tone="danger" role="alert">
          {state.submitError}
        </Callout>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => state.back(previousStep(step))}>
          {m.verification_back()}
        </Button>
        {last ? (
          <form.AppForm>
            <form.SubmitButton pendingLabel={m.verification_submitting()}>
              {m.verification_submit()}
            </form.SubmitButton>
          </form.AppForm>
        ) : (
          <Button type="submit">{m.verification_next()}</Button>
        )}
      </div>
    </form>
  )
}
