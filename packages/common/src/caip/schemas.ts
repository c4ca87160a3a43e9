import * as z from 'zod/mini'
import { en } from '../messages/en.js'
import { CHAIN_NAMESPACES, isCaipAddress, isCaipNetworkId } from './parse.js'
import type { CaipAddress, CaipNetworkId } from './types.js'

/** A known chain namespace (zod/mini schema). */
export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

/** A CAIP-2 network id with a known namespace (zod/mini schema). */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(
  isCaipNetworkId,
  en.errors.INVALID_CAIP_NETWORK_ID,
)

/** A CAIP-10 address with a known namespace (zod/mini schema). */
export const caipAddressSchema = z.custom<CaipAddress>(
  isCaipAddress,
  en.errors.INVALID_CAIP_ADDRESS,
)
