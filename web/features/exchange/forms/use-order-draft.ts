import type { AnyFormApi } from '@tanstack/react-form'
import { useLayoutEffect } from 'react'
import {
  type DraftValues,
  draftAfterEdit,
  draftFieldsFor,
  ordersMade,
  readOrderDraft,
  saveOrderDraft,
} from './order-draft'

/**
 * Keeps what is typed into the order fields in this tab (order-draft.ts), so a reload gives it back. The fields the
 * draft was typed for are refilled once the form is on the page: after a pre-rendered page has hydrated as it was
 * rendered, never in the first render, and only where nothing is typed yet (text typed before the page started
 * wins). Refilled values are not touched: their errors wait for a blur or a submit, as a first visit's do.
 * Once the form has made an order it keeps no draft (what it sets after, such as the e-mail the prompt confirmed,
 * would bring the draft back). `restoring`: the form starts from a draft a failed create sent back, which holds everything already.
 */
export function useOrderDraft(form: AnyFormApi, restoring: boolean): void {
  useLayoutEffect(() => {
    let draft = readOrderDraft()
    if (!restoring) {
      const values = form.state.values as DraftValues
      for (const [name, value] of Object.entries(draftFieldsFor(draft, values))) {
        if (!values[name as keyof typeof values]) form.setFieldValue(name, value, { dontUpdateMeta: true })
      }
    }
    let before = form.state.values as DraftValues
    const made = ordersMade()
    const subscription = form.store.subscribe(() => {
      const after = form.state.values as DraftValues
      if (after === before || ordersMade() !== made) return
      const next = draftAfterEdit(draft, before, after)
      before = after
      if (next === draft) return
      draft = next
      saveOrderDraft(draft)
    })
    return () => subscription.unsubscribe()
  }, [form, restoring])
}
