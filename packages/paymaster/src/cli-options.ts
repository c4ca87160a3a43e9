import { readFileSync } from 'node:fs'
import {
  listenOptions,
  type OptionSpec,
  operateOptions,
  storageOptions,
  wholeNumber,
} from '@foyer/service-kit'
import { DEFAULT_PAYMASTER_PORT, ENTRY_POINT_V07, ENTRY_POINT_V08 } from './options.js'

function readJsonFile(file: string | string[]): unknown {
  if (typeof file !== 'string') throw new Error('must be one file')
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(
      `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`,
    )
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`${file} is not JSON`)
  }
}

function paymasterContracts(entries: string | string[]): Record<string, string> {
  const list = typeof entries === 'string' ? [entries] : entries
  return Object.fromEntries(
    list.map((entry) => {
      const match = /^(\d+)=(0x[0-9a-fA-F]{40})$/.exec(entry.trim())
      if (!match) throw new Error(`'${entry}' is not <chainId>=<0x address>`)
      return [match[1]!, match[2]!]
    }),
  )
}

/**
 * Every option of `foyer-paymaster`: flag > environment variable > config file key. The
 * README's options table is generated from this list (see cli-args.test.ts).
 */
export const PAYMASTER_OPTIONS: readonly OptionSpec[] = [
  {
    key: 'signerKey',
    env: 'PAYMASTER_SIGNER_KEY',
    secret: true,
    description:
      'private key (0x + 64 hex digits) the paymaster contracts trust as verifyingSigner (required; never a flag, never stored)',
  },
  {
    key: 'paymasters',
    flag: 'paymaster',
    env: 'PAYMASTER_CONTRACTS',
    type: 'list',
    parse: paymasterContracts,
    description: 'the VerifyingPaymaster contract on a chain: <chainId>=<address> (required)',
  },
  {
    key: 'projects',
    flag: 'policies',
    env: 'PAYMASTER_POLICIES',
    parse: readJsonFile,
    description: 'JSON file with the projects and their policies (or config key projects)',
  },
  {
    key: 'entryPoint',
    flag: 'entry-point',
    env: 'ENTRY_POINT',
    defaultText: ENTRY_POINT_V07,
    description: 'the EntryPoint v0.7 the paymaster signs for',
  },
  {
    key: 'paymastersV08',
    flag: 'paymaster-v08',
    env: 'PAYMASTER_CONTRACTS_V08',
    type: 'list',
    parse: paymasterContracts,
    description:
      'the VerifyingPaymaster for EntryPoint v0.8 (EIP-7702 accounts) on a chain: <chainId>=<address>',
  },
  {
    key: 'entryPointV08',
    flag: 'entry-point-v08',
    env: 'ENTRY_POINT_V08',
    defaultText: ENTRY_POINT_V08,
    description: 'the EntryPoint v0.8 the paymaster signs for (with --paymaster-v08)',
  },
  {
    key: 'validitySeconds',
    flag: 'validity-seconds',
    env: 'VALIDITY_SECONDS',
    parse: wholeNumber,
    defaultText: '600',
    description: 'how long a paymaster signature stays valid',
  },
  ...listenOptions(DEFAULT_PAYMASTER_PORT),
  ...operateOptions(),
  ...storageOptions('paymaster', 'the record of sponsored gas is lost (caps start again)'),
]
