import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAppForm } from './form'

afterEach(cleanup)

/**
 * A form whose address field has an async blur check (run again on submit): every check waits until the test
 * settles them with `settle(error)`, and answers at once from then on.
 */
function renderCheckedForm(onSubmit: (value: { address: string }) => void) {
  let settle: (error: string | undefined) => void = () => {}
  const gate = new Promise<string | undefined>((resolve) => {
    settle = resolve
  })
  const checks: number[] = []
  function CheckedForm() {
    const form = useAppForm({
      defaultValues: { address: '' },
      onSubmit: ({ value }) => onSubmit(value),
    })
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField
          name="address"
          validators={{
            onBlurAsync: () => {
              checks.push(checks.length)
              return gate
            },
          }}
        >
          {(field) => <field.TextField label="Address" />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton>Send</form.SubmitButton>
        </form.AppForm>
      </form>
    )
  }
  render(<CheckedForm />)
  return { checks, settle: (error: string | undefined) => settle(error) }
}

describe('SubmitButton', () => {
  it('submits once the async blur check that the click started has settled', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { checks, settle } = renderCheckedForm(onSubmit)
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'T123')
    // The click blurs the field: its check starts and is still running when the click lands.
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(checks).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true')
    // A second click while it waits does not submit twice.
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).not.toHaveBeenCalled()
    settle(undefined)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith({ address: 'T123' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('does not submit when the async check finds an error, and shows it', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { checks, settle } = renderCheckedForm(onSubmit)
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'bad')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(checks.length).toBeGreaterThan(0))
    settle('Wrong address')
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Address' }).getAttribute('aria-invalid')).toBe('true'),
    )
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits at once when nothing validates (Enter in a field)', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { settle } = renderCheckedForm(onSubmit)
    settle(undefined)
    const field = screen.getByRole('textbox', { name: 'Address' })
    await user.type(field, 'T999{Enter}')
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })
})

/** A form whose submit waits until the test lets it finish with `finish()`. */
function renderSlowForm(onSubmit: () => void) {
  let finish: () => void = () => {}
  function SlowForm() {
    const form = useAppForm({
      defaultValues: { address: '' },
      onSubmit: () => {
        onSubmit()
        return new Promise<void>((resolve) => {
          finish = resolve
        })
      },
    })
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="address">{(field) => <field.TextField label="Address" />}</form.AppField>
        <form.AppForm>
          <form.SubmitButton pendingLabel="Sending">Send</form.SubmitButton>
        </form.AppForm>
      </form>
    )
  }
  render(<SlowForm />)
  return { finish: () => finish() }
}

describe('SubmitButton while the form submits', () => {
  it('keeps focus (aria-disabled, not disabled) and submits nothing twice, by click or Enter', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    const { finish } = renderSlowForm(onSubmit)
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'T1')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const sending = await screen.findByRole('button', { name: 'Sending' })
    // A disabled button would drop focus to <body>: after a failed submit the keyboard user starts over.
    expect(sending.hasAttribute('disabled')).toBe(false)
    expect(sending.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(sending)
    await user.click(sending)
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
    finish()
    const idle = await screen.findByRole('button', { name: 'Send' })
    expect(idle.getAttribute('aria-disabled')).toBeNull()
  })
})

/** Two fields with change rules: the address must not be empty, the refund must differ from it. */
function RulesForm({ onSubmit }: { onSubmit: () => void }) {
  const form = useAppForm({ defaultValues: { address: '', refund: '' }, onSubmit })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField
        name="address"
        validators={{ onChange: ({ value }) => (value ? undefined : 'Enter an address') }}
      >
        {(field) => <field.TextField label="Address" />}
      </form.AppField>
      <form.AppField
        name="refund"
        validators={{
          onChange: ({ value, fieldApi }) =>
            value === fieldApi.form.state.values.address ? 'Must differ' : undefined,
          onChangeListenTo: ['address'],
        }}
      >
        {(field) => <field.TextField label="Refund" />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>Send</form.SubmitButton>
      </form.AppForm>
    </form>
  )
}

describe('a submit', () => {
  it('shows every error at once, even with one already showing, and focuses the first', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<RulesForm onSubmit={onSubmit} />)
    const address = screen.getByRole('textbox', { name: 'Address' })
    const refund = screen.getByRole('textbox', { name: 'Refund' })
    // The refund's error shows; the address has never been checked.
    await user.type(refund, 'x')
    await user.clear(refund)
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBe('true'))
    expect(address.getAttribute('aria-invalid')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'))
    expect(refund.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter an address').id).toBe(address.getAttribute('aria-describedby'))
    expect(document.activeElement).toBe(address)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

/** What a screen reader hears from live regions: a region's whole text each time something is put into it live. */
function listenToLiveRegions(): { heard: string[]; stop: () => void } {
  const heard: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList' && record.addedNodes.length === 0) continue
      const target = record.target instanceof Element ? record.target : record.target.parentElement
      const region = target?.closest('[aria-live], [role="alert"], [role="status"]')
      if (region && region.getAttribute('aria-live') !== 'off' && region.textContent)
        heard.push(region.textContent)
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  return { heard, stop: () => observer.disconnect() }
}

describe('field errors for a screen reader', () => {
  it('says a rule broken while the user is in the field once; a refused submit says nothing twice', async () => {
    const user = userEvent.setup()
    const { heard, stop } = listenToLiveRegions()
    render(<RulesForm onSubmit={vi.fn()} />)
    const refund = screen.getByRole('textbox', { name: 'Refund' })
    await user.click(refund)
    // A frame after focus, as a person types (the field's region turns live then).
    await new Promise((resolve) => setTimeout(resolve, 50))
    await user.type(refund, 'x{Backspace}')
    await waitFor(() => expect(heard).toEqual(['Must differ']))
    // The submit focuses the first error, which is read as the field's description; nothing else is said.
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const address = screen.getByRole('textbox', { name: 'Address' })
    await waitFor(() => expect(document.activeElement).toBe(address))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard).toEqual(['Must differ'])
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter an address',
    )
    stop()
  })

  it("says the server check's answer that comes once the user is back in the field", async () => {
    const user = userEvent.setup()
    const { heard, stop } = listenToLiveRegions()
    const { checks, settle } = renderCheckedForm(vi.fn())
    const address = screen.getByRole('textbox', { name: 'Address' })
    await user.type(address, 'bad')
    await user.tab()
    await waitFor(() => expect(checks).toHaveLength(1))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(address)
    await new Promise((resolve) => setTimeout(resolve, 50))
    settle('Wrong address')
    await waitFor(() => expect(heard).toEqual(['Wrong address']))
    expect(address.getAttribute('aria-invalid')).toBe('true')
    stop()
  })
})
