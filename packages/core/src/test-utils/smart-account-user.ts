import type { EmbeddedWalletUser } from '../auth/types.js'

/** The smart account of {@link smartAccountUser}. */
export const SMART_ACCOUNT = '0x5555555555555555555555555555555555555555'
/** The externally owned account (the signer) of {@link smartAccountUser}. */
export const SIGNER_EOA = '0x2222222222222222222222222222222222222222'

/** An email user of a frame with smart accounts, on the smart account (the frame's own default). */
export function smartAccountUser(): EmbeddedWalletUser {
  return {
    address: SMART_ACCOUNT,
    chainId: 1,
    email: 'ada@example.com',
    username: null,
    socialProvider: null,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
    accounts: [
      { address: SMART_ACCOUNT, type: 'smartAccount' },
      { address: SIGNER_EOA, type: 'eoa' },
    ],
  }
}
