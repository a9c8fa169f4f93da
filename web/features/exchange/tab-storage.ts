/**
 * JSON in this tab's sessionStorage, for what the exchange form keeps across a reload (the order being created, a
 * draft). Never throws: without storage (the server, private mode, a full storage) nothing is kept.
 */
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function readTab<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

/** Writes the value, or removes the key for null. */
export function writeTab(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full storage: the value is simply not kept.
  }
}
