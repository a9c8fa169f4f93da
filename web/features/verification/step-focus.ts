/**
 * Where focus goes as the upload steps change (the button that was pressed is gone or out of the way): each new
 * step's heading takes it as the step opens, so a keyboard or screen reader user starts at the top of the step.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus()

/**
 * After a refused Next or submit, the step's first field in error takes focus. The form library focuses its own
 * text fields; the country select and the photo inputs are the step's own, found by aria-invalid once rendered.
 */
export function focusFirstInvalid(step: HTMLElement) {
  requestAnimationFrame(() => {
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return
    step.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
