// Networks: how an address looks (pattern and a generator of valid ones), the default confirmations,
// the payout network fee in USD and the tx hash format. Instruments name their network by title.
import { BASE58, BECH32, DIGITS, HEX, type Rng } from './rng'

const B58 = '[1-9A-HJ-NP-Za-km-z]'
const B32 = '[02-9ac-hj-np-z]'
const BASE32_UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const URLSAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
const EOS_CHARS = 'abcdefghijklmnopqrstuvwxyz12345'
const UPNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

export interface NetworkDef {
  title: string
  /** The destination/refund address pattern. */
  addressPattern: RegExp
  /** Makes a valid address: prefix + length characters of alphabet. */
  gen: { prefix: string; alphabet: string; length: number }
  minConfirmations: number
  /** Payout network fee in USD, charged in the receiving instrument. */
  feeUsd: number
  txHash: 'evm' | 'hex' | 'b58'
  /** Memo networks need a destination tag / memo (XRP, XLM, TON, ATOM, EOS, HBAR, BEP2). */
  memo: boolean
  /** The memo's form on the network (the instrument's memoPattern), where it has one beyond a length cap. */
  memoPattern?: string
}

const evm = (title: string, minConfirmations: number, feeUsd: number): NetworkDef => ({
  title,
  addressPattern: /^0x[0-9a-fA-F]{40}$/,
  gen: { prefix: '0x', alphabet: HEX, length: 40 },
  minConfirmations,
  feeUsd,
  txHash: 'evm',
  memo: false,
})

const net = (
  title: string,
  pattern: string,
  gen: NetworkDef['gen'],
  minConfirmations: number,
  feeUsd: number,
  extra: Partial<Pick<NetworkDef, 'txHash' | 'memo' | 'memoPattern'>> = {},
): NetworkDef => ({
  title,
  addressPattern: new RegExp(pattern),
  gen,
  minConfirmations,
  feeUsd,
  txHash: extra.txHash ?? 'hex',
  memo: extra.memo ?? false,
  ...(extra.memoPattern ? { memoPattern: extra.memoPattern } : {}),
})

const bech = (hrp: string, length = 38) => ({ prefix: `${hrp}1`, alphabet: BECH32, length })
const cosmos = (title: string, hrp: string, feeUsd: number, memo = false): NetworkDef =>
  net(title, `^${hrp}1${B32}{38}$`, bech(hrp), 1, feeUsd, { memo })

export const NETWORKS: readonly NetworkDef[] = [
  net('BTC', '^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,59}$', { prefix: 'bc1q', alphabet: BECH32, length: 38 }, 2, 2),
  evm('ERC20', 12, 3),
  evm('BEP20', 15, 0.3),
  evm('POLYGON', 20, 0.05),
  evm('ARBITRUM', 12, 0.3),
  evm('OPTIMISM', 12, 0.3),
  evm('BASE', 12, 0.2),
  evm('AVAXC', 12, 0.3),
  evm('ZKSYNC', 12, 0.3),
  evm('LINEA', 12, 0.3),
  evm('ETC', 20, 0.1),
  evm('FTM', 5, 0.05),
  evm('CELO', 5, 0.05),
  evm('CRONOS', 5, 0.1),
  evm('VET', 5, 0.05),
  evm('THETA', 5, 0.1),
  net('TRC20', `^T${B58}{33}$`, { prefix: 'T', alphabet: BASE58, length: 33 }, 19, 1),
  net('SOL', `^${B58}{32,44}$`, { prefix: '', alphabet: BASE58, length: 44 }, 1, 0.05, { txHash: 'b58' }),
  net('TON', '^(EQ|UQ)[A-Za-z0-9_-]{46}$', { prefix: 'UQ', alphabet: URLSAFE, length: 46 }, 1, 0.1, {
    memo: true,
  }),
  net('LTC', '^(ltc1|[LM3])[a-zA-HJ-NP-Z0-9]{26,60}$', bech('ltc'), 6, 0.05),
  net('DOGE', `^D[5-9A-HJ-NP-U]${B58}{32}$`, { prefix: 'DH', alphabet: BASE58, length: 32 }, 20, 0.5),
  net('XMR', `^[48][0-9AB]${B58}{93}$`, { prefix: '4A', alphabet: BASE58, length: 93 }, 50, 0.1),
  // An XRP destination tag is a number (at most 10 digits); an XLM text memo is at most 28 characters, an HBAR memo 100.
  net('XRP', `^r${B58}{24,34}$`, { prefix: 'r', alphabet: BASE58, length: 33 }, 1, 0.05, {
    memo: true,
    memoPattern: '^[0-9]{1,10}$',
  }),
  net('XLM', '^G[A-Z2-7]{55}$', { prefix: 'G', alphabet: BASE32_UP, length: 55 }, 1, 0.01, {
    memo: true,
    memoPattern: '^.{1,28}$',
  }),
  cosmos('ATOM', 'cosmos', 0.05, true),
  net('EOS', '^[a-z1-5.]{1,12}$', { prefix: '', alphabet: EOS_CHARS, length: 12 }, 1, 0.1, { memo: true }),
  net('HBAR', '^0\\.0\\.\\d{1,10}$', { prefix: '0.0.', alphabet: DIGITS, length: 7 }, 1, 0.01, {
    memo: true,
    memoPattern: '^.{1,100}$',
  }),
  cosmos('BEP2', 'bnb', 0.1, true),
  net('ADA', `^addr1${B32}{53,98}$`, bech('addr', 58), 15, 0.2),
  net('DOT', `^1${B58}{46,47}$`, { prefix: '1', alphabet: BASE58, length: 47 }, 1, 0.1),
  net('KSM', `^[C-HJ]${B58}{46,47}$`, { prefix: 'C', alphabet: BASE58, length: 47 }, 1, 0.1),
  net('BCH', `^(bitcoincash:)?[qp]${B32}{41}$`, { prefix: 'q', alphabet: BECH32, length: 41 }, 2, 0.05),
  net('XEC', `^(ecash:)?q${B32}{41}$`, { prefix: 'q', alphabet: BECH32, length: 41 }, 2, 0.01),
  net('BSV', `^1${B58}{25,34}$`, { prefix: '1', alphabet: BASE58, length: 33 }, 6, 0.01),
  net('DASH', `^X${B58}{33}$`, { prefix: 'X', alphabet: BASE58, length: 33 }, 6, 0.05),
  net('ZEC', `^t1${B58}{33}$`, { prefix: 't1', alphabet: BASE58, length: 33 }, 10, 0.05),
  net('DGB', `^(dgb1|D)[a-zA-HJ-NP-Z0-9]{25,59}$`, bech('dgb'), 10, 0.01),
  net('RVN', `^R${B58}{33}$`, { prefix: 'R', alphabet: BASE58, length: 33 }, 10, 0.01),
  net('QTUM', `^Q${B58}{33}$`, { prefix: 'Q', alphabet: BASE58, length: 33 }, 10, 0.05),
  net('NEO', `^N${B58}{33}$`, { prefix: 'N', alphabet: BASE58, length: 33 }, 1, 0.05),
  net('WAVES', `^3P${B58}{33}$`, { prefix: '3P', alphabet: BASE58, length: 33 }, 1, 0.05),
  net('NEAR', '^([a-z0-9_-]{2,64}\\.near|[0-9a-f]{64})$', { prefix: '', alphabet: HEX, length: 64 }, 1, 0.01),
  net('ICP', '^[0-9a-f]{64}$', { prefix: '', alphabet: HEX, length: 64 }, 1, 0.01),
  net('ALGO', '^[A-Z2-7]{58}$', { prefix: '', alphabet: BASE32_UP, length: 58 }, 1, 0.01),
  net('XTZ', `^tz[123]${B58}{33}$`, { prefix: 'tz1', alphabet: BASE58, length: 33 }, 2, 0.05),
  net(
    'FIL',
    '^f1[a-z2-7]{38}$',
    { prefix: 'f1', alphabet: 'abcdefghijklmnopqrstuvwxyz234567', length: 38 },
    5,
    0.05,
  ),
  net('KAS', '^kaspa:[a-z0-9]{61,63}$', { prefix: 'kaspa:q', alphabet: BECH32, length: 61 }, 10, 0.01),
  net('APT', '^0x[0-9a-fA-F]{64}$', { prefix: '0x', alphabet: HEX, length: 64 }, 1, 0.01, { txHash: 'evm' }),
  net('SUI', '^0x[0-9a-fA-F]{64}$', { prefix: '0x', alphabet: HEX, length: 64 }, 1, 0.01, { txHash: 'evm' }),
  net('STARKNET', '^0x[0-9a-fA-F]{64}$', { prefix: '0x', alphabet: HEX, length: 64 }, 1, 0.1, {
    txHash: 'evm',
  }),
  net('IOTX', `^(0x[0-9a-fA-F]{40}|io1${B32}{38})$`, { prefix: '0x', alphabet: HEX, length: 40 }, 1, 0.01, {
    txHash: 'evm',
  }),
  cosmos('TERRA', 'terra', 0.05),
  cosmos('KAVA', 'kava', 0.05),
  cosmos('SEI', 'sei', 0.05),
  cosmos('TIA', 'celestia', 0.05),
  cosmos('OSMO', 'osmo', 0.05),
  cosmos('ZIL', 'zil', 0.05),
  cosmos('ONE', 'one', 0.01),
  net('EGLD', `^erd1${B32}{58}$`, bech('erd', 58), 1, 0.05),
  net('MINA', `^B62${B58}{52}$`, { prefix: 'B62', alphabet: BASE58, length: 52 }, 5, 0.05),
  net('FLOW', '^(0x)?[0-9a-f]{16}$', { prefix: '0x', alphabet: HEX, length: 16 }, 1, 0.01),
  net('XDC', '^xdc[0-9a-fA-F]{40}$', { prefix: 'xdc', alphabet: HEX, length: 40 }, 5, 0.01, {
    txHash: 'evm',
  }),
  net('STX', '^SP[0-9A-Z]{38,39}$', { prefix: 'SP', alphabet: UPNUM, length: 38 }, 1, 0.1),
  // Fiat: the destination is a 16-digit card number; the card provider charges no network fee here.
  net('CARD', '^\\d{16}$', { prefix: '4', alphabet: DIGITS, length: 15 }, 0, 0),
]

const BY_TITLE = new Map(NETWORKS.map((n) => [n.title, n]))

export const findNetwork = (title: string): NetworkDef | undefined => BY_TITLE.get(title)

export const getNetwork = (title: string): NetworkDef => {
  const n = BY_TITLE.get(title)
  if (!n) throw new Error(`unknown network ${title}`)
  return n
}

export const makeAddress = (network: NetworkDef, rng: Rng): string =>
  network.gen.prefix + rng.chars(network.gen.length, network.gen.alphabet)

export const makeTxHash = (network: NetworkDef, rng: Rng): string => {
  if (network.txHash === 'evm') return `0x${rng.chars(64, HEX)}`
  if (network.txHash === 'b58') return rng.chars(87, BASE58)
  return rng.chars(64, HEX)
}

/** A memo / destination tag: EOS takes text, the others a number. */
export const makeMemo = (network: NetworkDef, rng: Rng): string =>
  network.title === 'EOS' ? `m${rng.chars(8, DIGITS)}` : String(rng.int(100000, 999999999))
