/** The message keys in the order of their ids (scripts/message-overrides-plugin.ts). */
declare module 'virtual:message-keys' {
  export const messageKeys: readonly string[]
}
