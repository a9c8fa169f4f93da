/**
 * A text's `{name}` placeholders filled from `values`; null when one has no value, so the caller keeps its own
 * text rather than show a bare `{name}`. Values are written as paraglide writes a message's inputs (String()).
 */
export function fillPlaceholders(template: string, values: object): string | null {
  let complete = true
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? (values as Record<string, unknown>)[name] : undefined
    if (value !== undefined && value !== null) return String(value)
    complete = false
    return whole
  })
  return complete ? text : null
}
