import type { Address, LocalAccount, PrivateKeyAccount, PublicClient } from 'viem'
import { type SmartAccount, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { currentDelegate } from './delegation.js'

/** The user's EOA as a smart account through EntryPoint v0.8, and whether it is delegated yet. */
export type DelegatedSmartAccount = {
  /** `Simple7702Account` at the user's own address: `sender` is the EOA. */
  account: SmartAccount
  /** False: its first user operation must carry the authorization to the implementation. */
  delegated: boolean
}

/**
 * The key as viem's 7702 account wants it: the signature of a user operation (EIP-712 at
 * EntryPoint v0.8) is made with the key rebuilt for that call only. Nothing else is signed
 * through it: messages and authorizations go the frame's own ways.
 */
function ownerOf(
  address: Address,
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>,
): PrivateKeyAccount {
  const refuse = async () => {
    throw new Error('Only user operations are signed through the 7702 account')
  }
  return {
    address,
    type: 'local',
    source: 'privateKey',
    publicKey: '0x',
    signTypedData: (parameters: Parameters<LocalAccount['signTypedData']>[0]) =>
      withAccount((account) => account.signTypedData(parameters)),
    sign: refuse,
    signMessage: refuse,
    signTransaction: refuse,
    signAuthorization: refuse,
  } as unknown as PrivateKeyAccount
}

/**
 * The user's EOA as `Simple7702Account` (the frame's configured implementation) at EntryPoint
 * v0.8, when the EOA designates that implementation or nothing yet; undefined when it
 * designates another contract (a user operation would run that contract's code).
 */
export async function delegatedSmartAccount(options: {
  client: PublicClient
  address: Address
  implementation: Address
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
}): Promise<DelegatedSmartAccount | undefined> {
  const { client, address, implementation } = options
  const delegate = await currentDelegate(client, address)
  if (delegate !== undefined && delegate.toLowerCase() !== implementation.toLowerCase()) {
    return undefined
  }
  const account = await toSimple7702SmartAccount({
    client,
    implementation,
    owner: ownerOf(address, options.withAccount),
  })
  return { account, delegated: delegate !== undefined }
}
