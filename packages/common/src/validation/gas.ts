import type { AccountType } from '../constants/accounts.js'

/** What the insufficient-gas rule reads. */
export interface GasCheckInput {
  /** Native balance in the smallest unit (wei). */
  nativeBalance: bigint
  /** Estimated gas cost in the smallest unit (gas × gas price). */
  gasCost: bigint
  accountType?: AccountType | undefined
}

/**
 * The insufficient-gas rule (SPEC §5): true when the native balance is zero or the gas
 * cost is above it. Smart accounts skip the check (their gas may be sponsored).
 */
export function hasInsufficientGas({
  nativeBalance,
  gasCost,
  accountType,
}: GasCheckInput): boolean {
  if (accountType === 'smartAccount') return false
  return nativeBalance === 0n || gasCost > nativeBalance
}
