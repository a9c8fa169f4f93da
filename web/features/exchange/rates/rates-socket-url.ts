import { websocketPath } from '@sdk/operations.gen'
import { createContext, useContext } from 'react'
import { env } from '@/config/env'

/**
 * Where the live-rates socket connects: the configured WebSocket base URL plus the contract's path
 * (/api/v2/ws). A context so that a test can point it at its mock network.
 */
export const RatesSocketUrlContext = createContext<string>(`${env.wsBaseUrl}${websocketPath}`)

export const useRatesSocketUrl = (): string => useContext(RatesSocketUrlContext)
