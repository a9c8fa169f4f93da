// The instrument catalogue (coin × network, and fiat): static and deterministic, 160+ records. Each
// record keeps the contract's Instrument fields in `instrument` and the world-only facts in `meta`.
import { getNetwork } from './networks'
import type { Instrument } from './types'

export interface InstrumentMeta {
  isActive: boolean
  providers: string[]
  addressPattern: RegExp
  minConfirmations: number
  /** The instrument's USD price at seed time; pricing drifts around it. */
  basePrice: number
  stable: boolean
}

export interface InstrumentRecord {
  instrument: Instrument
  meta: InstrumentMeta
}

// [ticker, friendly name, coinstat id or null, USD price, precision, networks]. A network ending in
// '*' is the coin's home network: its slug is the bare ticker ('btc', 'eth'); others are
// ticker+network ('usdttrc20', 'etharbitrum').
type CoinRow = [string, string, string | null, number, number, string[]]

const STABLE = new Set(['USDT', 'USDC', 'DAI', 'TUSD', 'FDUSD', 'PYUSD', 'USDE'])
const ALPHA_ONLY = new Set(['XMR', 'DOGS', 'TRUMP', 'NOT', 'BONK', 'WIF'])
/** Delisted instruments: listed only with all=true; every pair with them is not active. */
export const INACTIVE_SLUGS: readonly string[] = ['xec', 'win']
/** Confirmation overrides by slug (the network's default otherwise). */
const CONFIRMATIONS: Record<string, number> = { xmr: 50, btc: 2, eth: 12, ltc: 6, doge: 20 }

const COINS: CoinRow[] = [
  [
    'USDT',
    'Tether',
    'tether',
    1,
    6,
    ['TRC20', 'ERC20', 'BEP20', 'SOL', 'TON', 'POLYGON', 'ARBITRUM', 'AVAXC', 'OPTIMISM', 'BASE'],
  ],
  [
    'USDC',
    'USD Coin',
    'usd-coin',
    1,
    6,
    ['ERC20', 'BEP20', 'SOL', 'POLYGON', 'ARBITRUM', 'BASE', 'AVAXC', 'OPTIMISM'],
  ],
  ['DAI', 'Dai', 'dai', 1, 6, ['ERC20', 'BEP20', 'POLYGON', 'ARBITRUM']],
  ['TUSD', 'TrueUSD', 'true-usd', 1, 6, ['ERC20', 'TRC20']],
  ['FDUSD', 'First Digital USD', 'first-digital-usd', 1, 6, ['ERC20', 'BEP20']],
  ['PYUSD', 'PayPal USD', 'paypal-usd', 1, 6, ['ERC20', 'SOL']],
  ['USDE', 'Ethena USDe', 'ethena-usde', 1, 6, ['ERC20']],
  ['BTC', 'Bitcoin', 'bitcoin', 64500, 8, ['BTC*', 'BEP20']],
  ['WBTC', 'Wrapped Bitcoin', 'wrapped-bitcoin', 64400, 8, ['ERC20']],
  [
    'ETH',
    'Ethereum',
    'ethereum',
    3400,
    8,
    ['ERC20*', 'ARBITRUM', 'OPTIMISM', 'BASE', 'BEP20', 'ZKSYNC', 'LINEA'],
  ],
  ['BNB', 'BNB', 'binance-coin', 580, 8, ['BEP20*', 'BEP2']],
  ['SOL', 'Solana', 'solana', 150, 8, ['SOL*']],
  ['TRX', 'TRON', 'tron', 0.12, 6, ['TRC20*']],
  ['LTC', 'Litecoin', 'litecoin', 80, 8, ['LTC*']],
  ['DOGE', 'Dogecoin', 'dogecoin', 0.15, 8, ['DOGE*', 'BEP20']],
  ['XMR', 'Monero', 'monero', 160, 12, ['XMR*']],
  ['XRP', 'XRP', 'ripple', 0.55, 6, ['XRP*', 'BEP20']],
  ['XLM', 'Stellar', 'stellar', 0.11, 7, ['XLM*']],
  ['TON', 'Toncoin', 'the-open-network', 6.5, 9, ['TON*']],
  ['ATOM', 'Cosmos', 'cosmos', 8, 6, ['ATOM*']],
  ['EOS', 'EOS', 'eos', 0.8, 4, ['EOS*']],
  ['HBAR', 'Hedera', 'hedera-hashgraph', 0.08, 8, ['HBAR*']],
  ['ADA', 'Cardano', 'cardano', 0.45, 6, ['ADA*', 'BEP20']],
  ['DOT', 'Polkadot', 'polkadot', 6.5, 10, ['DOT*', 'BEP20']],
  ['AVAX', 'Avalanche', 'avalanche-2', 30, 8, ['AVAXC*']],
  ['POL', 'Polygon', 'polygon-ecosystem-token', 0.55, 8, ['POLYGON*', 'ERC20']],
  ['LINK', 'Chainlink', 'chainlink', 15, 8, ['ERC20*', 'BEP20', 'ARBITRUM', 'POLYGON']],
  ['UNI', 'Uniswap', 'uniswap', 8, 8, ['ERC20*', 'BEP20', 'ARBITRUM']],
  ['SHIB', 'Shiba Inu', 'shiba-inu', 0.000022, 2, ['ERC20*', 'BEP20']],
  ['PEPE', 'Pepe', 'pepe', 0.000011, 2, ['ERC20*', 'BEP20']],
  ['BCH', 'Bitcoin Cash', 'bitcoin-cash', 380, 8, ['BCH*']],
  ['ETC', 'Ethereum Classic', 'ethereum-classic', 25, 8, ['ETC*']],
  ['DASH', 'Dash', 'dash', 28, 8, ['DASH*']],
  ['ZEC', 'Zcash', 'zcash', 30, 8, ['ZEC*']],
  ['NEAR', 'NEAR Protocol', 'near', 5.5, 8, ['NEAR*']],
  ['ALGO', 'Algorand', 'algorand', 0.18, 6, ['ALGO*']],
  ['XTZ', 'Tezos', 'tezos', 0.9, 6, ['XTZ*']],
  ['FIL', 'Filecoin', 'filecoin', 5, 8, ['FIL*']],
  ['KAS', 'Kaspa', 'kaspa', 0.15, 8, ['KAS*']],
  ['APT', 'Aptos', 'aptos', 8, 8, ['APT*']],
  ['SUI', 'Sui', 'sui', 1.1, 8, ['SUI*']],
  ['ARB', 'Arbitrum', 'arbitrum', 0.9, 8, ['ARBITRUM*', 'ERC20']],
  ['OP', 'Optimism', 'optimism', 2, 8, ['OPTIMISM*']],
  ['IOTX', 'IoTeX', 'iotex', 0.04, 8, ['IOTX*']],
  ['LUNA', 'Terra', 'terra-luna-2', 0.45, 6, ['TERRA*']],
  ['AAVE', 'Aave', 'aave', 95, 8, ['ERC20*', 'POLYGON']],
  ['MKR', 'Maker', 'maker', 2500, 8, ['ERC20*']],
  ['CRV', 'Curve DAO', 'curve-dao-token', 0.35, 8, ['ERC20*']],
  ['LDO', 'Lido DAO', 'lido-dao', 1.8, 8, ['ERC20*']],
  ['SNX', 'Synthetix', 'havven', 2.3, 8, ['ERC20*']],
  ['COMP', 'Compound', 'compound-governance-token', 55, 8, ['ERC20*']],
  ['GRT', 'The Graph', 'the-graph', 0.2, 8, ['ERC20*']],
  ['SAND', 'The Sandbox', 'the-sandbox', 0.35, 8, ['ERC20*']],
  ['MANA', 'Decentraland', 'decentraland', 0.4, 8, ['ERC20*']],
  ['APE', 'ApeCoin', 'apecoin', 1.1, 8, ['ERC20*']],
  ['AXS', 'Axie Infinity', 'axie-infinity', 6, 8, ['ERC20*']],
  ['CHZ', 'Chiliz', 'chiliz', 0.08, 8, ['ERC20*']],
  ['ENS', 'Ethereum Name Service', 'ethereum-name-service', 20, 8, ['ERC20*']],
  ['1INCH', '1inch', '1inch', 0.35, 8, ['ERC20*']],
  ['BAT', 'Basic Attention Token', 'basic-attention-token', 0.2, 8, ['ERC20*']],
  ['ZRX', '0x Protocol', '0x', 0.4, 8, ['ERC20*']],
  ['IMX', 'Immutable', 'immutable-x', 1.5, 8, ['ERC20*']],
  ['RENDER', 'Render', 'render-token', 7, 8, ['SOL*']],
  ['FET', 'Artificial Superintelligence Alliance', 'fetch-ai', 1.3, 8, ['ERC20*']],
  ['INJ', 'Injective', 'injective-protocol', 22, 8, ['ERC20*']],
  ['WLD', 'Worldcoin', 'worldcoin-wld', 2.5, 8, ['ERC20*', 'OPTIMISM']],
  ['ONDO', 'Ondo', 'ondo-finance', 1, 8, ['ERC20*']],
  ['GALA', 'Gala', 'gala', 0.03, 8, ['ERC20*']],
  ['FLOKI', 'Floki', 'floki', 0.00018, 4, ['ERC20*', 'BEP20']],
  ['CAKE', 'PancakeSwap', 'pancakeswap-token', 2.4, 8, ['BEP20*']],
  ['TWT', 'Trust Wallet Token', 'trust-wallet-token', 1, 8, ['BEP20*']],
  ['BONK', 'Bonk', 'bonk', 0.000025, 2, ['SOL*']],
  ['WIF', 'dogwifhat', 'dogwifcoin', 2.5, 6, ['SOL*']],
  ['JUP', 'Jupiter', 'jupiter-exchange-solana', 1, 6, ['SOL*']],
  ['PYTH', 'Pyth Network', 'pyth-network', 0.4, 6, ['SOL*']],
  ['RAY', 'Raydium', 'raydium', 2, 6, ['SOL*']],
  ['NOT', 'Notcoin', 'notcoin', 0.012, 4, ['TON*']],
  ['DOGS', 'Dogs', null, 0.0008, 2, ['TON*']],
  ['TRUMP', 'Official Trump', null, 10, 6, ['SOL*']],
  ['FTM', 'Fantom', 'fantom', 0.7, 8, ['FTM*']],
  ['CELO', 'Celo', 'celo', 0.7, 8, ['CELO*']],
  ['KAVA', 'Kava', 'kava', 0.5, 6, ['KAVA*']],
  ['CRO', 'Cronos', 'crypto-com-chain', 0.1, 8, ['CRONOS*']],
  ['VET', 'VeChain', 'vechain', 0.03, 8, ['VET*']],
  ['THETA', 'Theta Network', 'theta-token', 1.5, 8, ['THETA*']],
  ['ZIL', 'Zilliqa', 'zilliqa', 0.02, 8, ['ZIL*']],
  ['QTUM', 'Qtum', 'qtum', 3, 8, ['QTUM*']],
  ['RVN', 'Ravencoin', 'ravencoin', 0.02, 8, ['RVN*']],
  ['ONE', 'Harmony', 'harmony', 0.02, 8, ['ONE*']],
  ['KSM', 'Kusama', 'kusama', 30, 8, ['KSM*']],
  ['MINA', 'Mina', 'mina-protocol', 0.6, 8, ['MINA*']],
  ['FLOW', 'Flow', 'flow', 0.7, 8, ['FLOW*']],
  ['XDC', 'XDC Network', 'xdce-crowd-sale', 0.035, 8, ['XDC*']],
  ['EGLD', 'MultiversX', 'elrond-erd-2', 35, 8, ['EGLD*']],
  ['NEO', 'Neo', 'neo', 12, 8, ['NEO*']],
  ['WAVES', 'Waves', 'waves', 1.3, 8, ['WAVES*']],
  ['ICP', 'Internet Computer', 'internet-computer', 10, 8, ['ICP*']],
  ['BSV', 'Bitcoin SV', 'bitcoin-cash-sv', 60, 8, ['BSV*']],
  ['XEC', 'eCash', 'ecash', 0.00004, 2, ['XEC*']],
  ['DGB', 'DigiByte', 'digibyte', 0.01, 8, ['DGB*']],
  ['STX', 'Stacks', 'blockstack', 1.8, 6, ['STX*']],
  ['SEI', 'Sei', 'sei-network', 0.4, 6, ['SEI*']],
  ['TIA', 'Celestia', 'celestia', 7, 6, ['TIA*']],
  ['OSMO', 'Osmosis', 'osmosis', 0.6, 6, ['OSMO*']],
  ['STRK', 'Starknet', 'starknet', 0.6, 8, ['STARKNET*']],
  ['BTT', 'BitTorrent', 'bittorrent', 0.0000012, 2, ['TRC20*']],
  ['SUN', 'Sun Token', 'sun-token', 0.015, 6, ['TRC20*']],
  ['JST', 'JUST', 'just', 0.03, 6, ['TRC20*']],
  ['WIN', 'WINkLink', 'wink', 0.0001, 4, ['TRC20*']],
]

const FIATS: [string, string, number][] = [
  ['USD', 'US Dollar', 1],
  ['EUR', 'Euro', 1.08],
  ['RUB', 'Russian Ruble', 0.011],
]

const crypto = (row: CoinRow, rawNetwork: string): InstrumentRecord => {
  const [ticker, friendly, coinstat, price, precision] = row
  const home = rawNetwork.endsWith('*')
  const networkTitle = home ? rawNetwork.slice(0, -1) : rawNetwork
  const network = getNetwork(networkTitle)
  const slug = (home ? ticker : ticker + networkTitle).toLowerCase()
  return {
    instrument: {
      currencyTitle: ticker,
      networkTitle,
      slug,
      bestChangeName: slug.toUpperCase(),
      currencyLogoLink: `/logos/${ticker.toLowerCase()}.svg`,
      instrumentType: 'crypto',
      requiresMemo: network.memo,
      memoPattern: network.memoPattern ?? null,
      precisionDecimals: precision,
      coinstatValue: coinstat,
      price,
      currencyFriendlyTitle: friendly,
    },
    meta: {
      isActive: !INACTIVE_SLUGS.includes(slug),
      providers: ALPHA_ONLY.has(ticker) ? ['lp-alpha'] : ['lp-alpha', 'lp-beta'],
      addressPattern: network.addressPattern,
      minConfirmations: CONFIRMATIONS[slug] ?? network.minConfirmations,
      basePrice: price,
      stable: STABLE.has(ticker),
    },
  }
}

const fiat = ([ticker, friendly, price]: [string, string, number]): InstrumentRecord => ({
  instrument: {
    currencyTitle: ticker,
    networkTitle: 'CARD',
    slug: ticker.toLowerCase(),
    bestChangeName: `CARD${ticker}`,
    currencyLogoLink: `/logos/${ticker.toLowerCase()}.svg`,
    instrumentType: 'fiat',
    requiresMemo: false,
    memoPattern: null,
    precisionDecimals: 2,
    coinstatValue: null,
    price,
    currencyFriendlyTitle: friendly,
  },
  meta: {
    isActive: true,
    providers: ['mercuryo'],
    addressPattern: getNetwork('CARD').addressPattern,
    minConfirmations: 0,
    basePrice: price,
    stable: true,
  },
})

/** Builds the catalogue. Pure: the same list every call (the seed does not change it). */
export const seedInstruments = (): InstrumentRecord[] => [
  ...COINS.flatMap((row) => row[5].map((n) => crypto(row, n))),
  ...FIATS.map(fiat),
]
