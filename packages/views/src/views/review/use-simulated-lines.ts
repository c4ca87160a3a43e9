import { type CaipNetworkId, formatMoney } from '@foyer/common'
import {
  type CallRequest,
  type DecodedLine,
  decodedLine,
  describeSimulation,
  type SimulationReader,
  simulationCall,
} from '@foyer/common/decode'
import { answerToSimulation } from '@foyer/common/simulation'
import type { FoyerClient } from '@foyer/core'
import { useEffect, useState } from 'react'

/** The review's simulated changes: being asked, none to ask (no service), or the lines. */
export type SimulatedLines =
  | { status: 'loading' }
  | { status: 'unsupported' }
  | { status: 'done'; lines: DecodedLine[] }

/** A token the lines may name: its contract (CAIP-10 or bare; none for the native currency). */
export type ReviewToken = {
  address?: string | undefined
  symbol: string
  decimals: number
  /** US-dollar price, when known. */
  price?: number | undefined
}

/** What the simulation of a review needs. */
export type SimulationInput = {
  caipNetworkId: CaipNetworkId
  from: string
  calls: CallRequest[]
  nativeSymbol: string
  /** The tokens the review knows: symbols, decimals and prices of what the lines name. */
  tokens: readonly ReviewToken[]
  locale: string
}

/**
 * Asks the data service (`POST /v1/simulate`, through the blockchain-data client) what the
 * calls would change for the account, as decoded lines; `unsupported` when the client has no
 * simulation. A failed request is the "could not simulate" line: never an invented result.
 */
export function useSimulatedLines(client: FoyerClient, input: SimulationInput): SimulatedLines {
  const [state, setState] = useState<SimulatedLines>({ status: 'loading' })
  const key = JSON.stringify(input.calls, (_, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: the calls are compared by `key`
  useEffect(() => {
    const simulate = client.blockchainData?.simulate
    if (!simulate) {
      setState({ status: 'unsupported' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    const reader = tokenReader(input)
    simulate({
      caipNetworkId: input.caipNetworkId,
      from: input.from,
      calls: input.calls.map(simulationCall),
      signal: controller.signal,
    })
      .then((answer) => describeSimulation(answerToSimulation(answer), reader, input.nativeSymbol))
      .then((lines) => {
        if (!controller.signal.aborted) setState({ status: 'done', lines })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const reason = error instanceof Error ? error.message : String(error)
        setState({
          status: 'done',
          lines: [decodedLine('SIMULATION_UNAVAILABLE', { reason: reason.slice(0, 200) })],
        })
      })
    return () => controller.abort()
  }, [client, key, input.caipNetworkId, input.from, input.nativeSymbol])
  return state
}

/** Symbols, decimals and money values from the account's own token list (no extra request). */
function tokenReader({ tokens, locale }: SimulationInput): SimulationReader {
  const contract = (token: ReviewToken) => {
    const last = token.address?.split(':').pop()
    return last === undefined || last === 'native' ? undefined : last.toLowerCase()
  }
  const find = (address: string | undefined) =>
    tokens.find((token) => contract(token) === address?.toLowerCase())
  return {
    tokenInfo: async (address) => {
      const token = find(address)
      return token ? { symbol: token.symbol, decimals: token.decimals } : undefined
    },
    moneyValue: async (asset, amount) => {
      const token = find(asset.kind === 'erc20' ? asset.token : undefined)
      if (!token?.price) return undefined
      const units = Number(amount) / 10 ** token.decimals
      return formatMoney(units * token.price, 'USD', locale)
    },
  }
}
