/** One event for the tag manager (docs/product.md §7 "a tag manager is a third-party service"); it reads window.dataLayer. */
export type DataLayerEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[]
  }
}

/** Pushes an event to the tag manager's queue, creating the queue if the tag manager has not loaded yet. */
export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= []
  window.dataLayer.push(event)
}
