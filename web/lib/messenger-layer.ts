/**
 * Whether the app runs as the messenger's mini-app (spec §1 "messenger layer"). The Telegram feature turns it
 * on at start-up; until then, and on the web, it is off. Read by the navigation rules: SEO texts are not loaded
 * in the messenger layer (spec §2 rule 5).
 */
let messengerLayer = false

export function isMessengerLayer(): boolean {
  return messengerLayer
}

export function setMessengerLayer(on: boolean): void {
  messengerLayer = on
}
