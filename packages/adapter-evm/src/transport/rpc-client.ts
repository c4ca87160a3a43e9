import type { Chain, Client, Transport } from 'viem'

/**
 * A bare viem client: `request` through the network's transport, and no actions. Foyer reads
 * with raw JSON-RPC (`readRpc`), so viem's public actions (and the signature, ENS and
 * multicall code they would pull into an app's bundle) are not needed.
 */
export type RpcClient = Client<Transport, Chain | undefined>
