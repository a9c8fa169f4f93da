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

/** Keeps what is typed into the order fields in this tab (order-draft.ts), so a reload gives it back. */
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
