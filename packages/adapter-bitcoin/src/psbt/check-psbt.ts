import { FoyerError } from '@foyer/common'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'

function parsePsbt(psbt: string, who: string): Transaction {
  try {
    return Transaction.fromPSBT(base64.decode(psbt))
  } catch (error) {
    throw new FoyerError('UNKNOWN_ERROR', {
      details: `${who} is not a valid PSBT: ${(error as Error).message}`,
      cause: error,
    })
  }
}

/** The id of the transaction a PSBT describes (its unsigned form). */
function unsignedId(tx: Transaction): string {
  return hex.encode(tx.unsignedTx)
}

/**
 * Checks a PSBT before it goes to the wallet (with `@scure/btc-signer`): it parses, and every
 * input index to sign exists. Throws a FoyerError naming the problem.
 */
export function checkPsbtRequest(
  psbt: string,
  signInputs: Readonly<Record<string, readonly number[]>>,
): void {
  const tx = parsePsbt(psbt, 'The PSBT to sign')
  for (const [address, indexes] of Object.entries(signInputs)) {
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
        throw new FoyerError('UNKNOWN_ERROR', {
          details: `Input ${index} (for ${address}) is not in the PSBT (${tx.inputsLength} inputs)`,
        })
      }
    }
  }
}

/**
 * Checks the wallet's answer: the same transaction as asked (inputs and outputs unchanged),
 * and a signature (partial, taproot key-path or final witness) on every input it was asked to
 * sign. Throws a FoyerError naming the problem.
 */
export function checkSignedPsbt(
  requested: string,
  signed: string,
  signInputs: Readonly<Record<string, readonly number[]>>,
): void {
  const before = parsePsbt(requested, 'The PSBT to sign')
  const after = parsePsbt(signed, "The wallet's PSBT")
  if (unsignedId(before) !== unsignedId(after)) {
    throw new FoyerError('UNKNOWN_ERROR', {
      details: 'The wallet changed the transaction instead of signing it',
    })
  }
  for (const indexes of Object.values(signInputs)) {
    for (const index of indexes) {
      const input = after.getInput(index)
      const signedInput =
        (input.partialSig?.length ?? 0) > 0 ||
        input.tapKeySig !== undefined ||
        (input.tapScriptSig?.length ?? 0) > 0 ||
        (input.finalScriptWitness?.length ?? 0) > 0 ||
        (input.finalScriptSig?.length ?? 0) > 0
      if (!signedInput) {
        throw new FoyerError('UNKNOWN_ERROR', { details: `The wallet did not sign input ${index}` })
      }
    }
  }
}
