/** One key prefix, so the session can forget them all when its user changes. Never throws: without storage nothing is kept. */
const PREFIX = 'tab-draft:'

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function readTab<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(PREFIX + key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

export function writeTab(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(PREFIX + key)
    else storage()?.setItem(PREFIX + key, JSON.stringify(value))
  } catch {
    // Private mode or a full storage: the value is simply not kept.
  }
}

export function forgetTabDrafts(): void {
  try {
    const tab = storage()
    if (!tab) return
    const keys = Array.from({ length: tab.length }, (_, index) => tab.key(index))
    for (const key of keys) if (key?.startsWith(PREFIX)) tab.removeItem(key)
  } catch {
    // No storage: nothing was kept.
  }
}
