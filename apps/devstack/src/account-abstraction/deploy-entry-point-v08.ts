import { type Address, type Chain, getContractAddress, type Hex } from 'viem'
import {
  artifactBytecode,
  DETERMINISTIC_DEPLOYER,
  deployDeterministic,
  devnetClients,
} from './deploy-contracts.js'

/**
 * The salt the ERC-4337 team deploys EntryPoint v0.8 with: with the 0.8.0 package's creation
 * code it lands on the canonical `0x4337084D…Ff108`, the address alto (and every wallet) treats as
 * v0.8 (alto tells the versions apart by the address prefix `0x433708`).
 */
const ENTRY_POINT_V08_SALT: Hex =
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

/** EntryPoint v0.8's creation code, from `@account-abstraction/contracts` 0.8.0's artifacts. */
export function entryPointV08Bytecode(): Hex {
  return artifactBytecode('@account-abstraction/contracts-v08/artifacts/EntryPoint.json')
}

/** Where {@link deployEntryPointV08} puts EntryPoint v0.8: its canonical address. */
export function entryPointV08Address(): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt: ENTRY_POINT_V08_SALT,
    bytecode: entryPointV08Bytecode(),
  })
}

/**
 * Deploys EntryPoint v0.8 (which validates `Simple7702Account`'s user operations and takes
 * EIP-7702 authorizations) through the deterministic deployer, unless it is there. Resolves with
 * its address.
 */
export async function deployEntryPointV08(options: {
  rpcUrl: string
  chain: Chain
  deployerKey: Hex
}): Promise<Address> {
  const clients = devnetClients(options.rpcUrl, options.chain, options.deployerKey)
  const address = entryPointV08Address()
  await deployDeterministic(clients, {
    address,
    salt: ENTRY_POINT_V08_SALT,
    initCode: entryPointV08Bytecode(),
    name: 'EntryPoint v0.8',
  })
  return address
}
