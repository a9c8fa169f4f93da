/** Valid (and, for the mocks, deliberately invalid) addresses the journeys type (mocks/world/triggers.ts). */
export const ADDRESS = {
  trc20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  xrp: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
  eth: '0x52908400098527886E0F7030069857D2E4169EE7',
  zec: 't1Rv4exT7bqhZqi2j7xz8bUHDMxwosrjADU',
  terra: 'terra1qyqszqgpqyqszqgpqyqszqgpqyqszqgpzzzzzz',
  iotxRejected: 'io1qyqsyqcy6nm58gjd2wr035wz5eyd5uq47zyqpng',
  blacklisted: 'TBLACKL1STzzzzzzzzzzzzzzzzzzzzzzzz',
} as const

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
