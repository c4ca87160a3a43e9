import { type Address, type Chain, getContractAddress, type Hex, toHex } from 'viem'
import {
  artifactBytecode,
  DETERMINISTIC_DEPLOYER,
  deployDeterministic,
  devnetClients,
} from './deploy-contracts.js'

/** Any fixed salt gives the implementation the same address on every devnet and every run. */
const SIMPLE_7702_SALT: Hex = toHex('foyer-simple-7702-account', { size: 32 })

/**
 * The creation code of `Simple7702Account` from `@account-abstraction/contracts` 0.8.0 (the
 * eth-infinitism team's audited minimal EIP-7702 account: `execute`, `executeBatch` by the
 * account itself or EntryPoint v0.8, ERC-1271 by the EOA's key). No constructor arguments.
 */
export function simple7702AccountBytecode(): Hex {
  return artifactBytecode('@account-abstraction/contracts-v08/artifacts/Simple7702Account.json')
}

/** Where {@link deployEip7702Implementation} puts `Simple7702Account` (the same on every devnet). */
export function eip7702ImplementationAddress(): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: SIMPLE_7702_SALT,
    bytecode: simple7702AccountBytecode(),
  })
}

/**
 * Deploys `Simple7702Account`, the implementation an embedded EOA delegates to in
 * `smartAccountMode: '7702'`, through the deterministic deployer (skipped when already there).
 * Resolves with its address.
 */
export async function deployEip7702Implementation(options: {
  rpcUrl: string
  chain: Chain
  deployerKey: Hex
}): Promise<Address> {
  const clients = devnetClients(options.rpcUrl, options.chain, options.deployerKey)
  const address = eip7702ImplementationAddress()
  await deployDeterministic(clients, {
    address,
    salt: SIMPLE_7702_SALT,
    initCode: simple7702AccountBytecode(),
    name: 'Simple7702Account',
  })
  return address
}
