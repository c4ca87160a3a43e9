/** The part of a WalletConnect core that checks requests with the Verify service. */
interface VerifyingCore {
  verify: { resolve: unknown }
}

/**
 * Turns the Verify service off on a wallet-side core. There is no Verify service offline
 * (and a test wallet must reach no host outside the machine): proposals and requests are not
 * checked against one, and are marked UNKNOWN, as for a dapp without attestation. (The SDK's
 * type says a result is required; at run time it treats undefined as "none".)
 */
export function withoutVerify(core: VerifyingCore): void {
  core.verify.resolve = async () => undefined
}
