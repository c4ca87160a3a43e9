import { FoyerError, isCaipNetworkId } from '@foyer/common'
import type { SiwxMessageData } from '@foyer/core'
import { namespaceOfLabel } from './account-label.js'
import { formatSiwxMessage } from './format-message.js'
import { isAuthority, isRequestId, isScheme, isStatement, isUri } from './grammar.js'

const HEADER =
  /^(?:(?<scheme>[^\s:/]+):\/\/)?(?<domain>\S+) wants you to sign in with your (?<label>\w+) account:$/
const FIELDS = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainReference'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const
const REQUIRED = new Set(['uri', 'version', 'chainReference', 'nonce', 'issuedAt'])
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Reads a sign-in message text (EIP-4361, or the CAIP-122 Solana / Bitcoin form) back into
 * its fields. Strict, as EIP-4361's grammar: an optional RFC 3986 scheme before the domain,
 * the domain an authority with no user info, a 0x and 40 hex digits address for Ethereum
 * accounts (the EIP-55 checksum is `@foyer/siwx-server`'s check), a statement of reserved and unreserved characters, RFC 3986 URIs and resources,
 * the fields in the grammar's order, a nonce of at least 8 alphanumeric characters, ISO 8601
 * times, version 1, a decimal EVM chain id, and the text exactly what
 * {@link formatSiwxMessage} writes for the fields read.
 *
 * @throws FoyerError INVALID_INPUT ('Missing or invalid parameters.') naming the problem.
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const fail = (problem: string): never => {
    throw new FoyerError('INVALID_INPUT', { details: `Invalid sign-in message: ${problem}` })
  }
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header?.groups) return fail('the first line is not a sign-in header')
  const { scheme, domain = '', label = '' } = header.groups
  if (scheme !== undefined && !isScheme(scheme)) return fail('the scheme is not valid')
  if (!isAuthority(domain)) return fail('the domain is not an RFC 3986 authority')
  const namespace = namespaceOfLabel(label)
  if (!namespace) return fail(`unknown account kind "${label}"`)
  const accountAddress = lines[1] ?? ''
  if (!accountAddress || /\s/.test(accountAddress)) return fail('the address is missing')
  // Hex here; whether its letters carry the EIP-55 checksum is the server's check (keccak-256
  // would weigh on every page that reads a stored session).
  if (namespace === 'eip155' && !/^0x[0-9a-fA-F]{40}$/.test(accountAddress)) {
    return fail('the address is not an EVM address')
  }
  if (lines[2] !== '') return fail('a blank line must follow the address')
  let index = 3
  let statement: string | undefined
  if (lines[index] !== '') {
    statement = lines[index]
    if (!isStatement(statement ?? '')) return fail('the statement has characters EIP-4361 refuses')
    index += 1
    if (lines[index] !== '') return fail('a blank line must follow the statement')
  }
  index += 1
  const values: Record<string, string> = {}
  for (const [label, key] of FIELDS) {
    const line = lines[index]
    if (line?.startsWith(`${label}: `)) {
      values[key] = line.slice(label.length + 2)
      index += 1
    } else if (REQUIRED.has(key)) {
      return fail(`"${label}" is missing`)
    }
  }
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    resources = []
    index += 1
    while (lines[index]?.startsWith('- ')) {
      resources.push(lines[index]!.slice(2))
      index += 1
    }
  }
  if (index !== lines.length) return fail(`unexpected line "${lines[index]}"`)
  if (values.version !== '1') return fail('the version must be 1')
  if (!isUri(values.uri ?? '')) return fail('the URI is not an RFC 3986 URI')
  if (resources?.some((resource) => !isUri(resource))) {
    return fail('a resource is not an RFC 3986 URI')
  }
  if (values.requestId !== undefined && !isRequestId(values.requestId)) {
    return fail('the request id is not valid')
  }
  if (namespace === 'eip155' && !/^[0-9]+$/.test(values.chainReference ?? '')) {
    return fail('the chain id must be a decimal number')
  }
  if (!/^[a-zA-Z0-9]{8,}$/.test(values.nonce ?? '')) return fail('the nonce is not valid')
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = values[key]
    if (value !== undefined && (!ISO_TIME.test(value) || Number.isNaN(Date.parse(value)))) {
      return fail(`"${key}" is not an ISO 8601 time`)
    }
  }
  const chainId = `${namespace}:${values.chainReference}`
  if (!isCaipNetworkId(chainId)) return fail('the chain id is not valid')
  const data: SiwxMessageData = {
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    accountAddress,
    chainId,
    ...(statement === undefined ? {} : { statement }),
    uri: values.uri ?? '',
    version: '1',
    nonce: values.nonce ?? '',
    issuedAt: values.issuedAt ?? '',
    ...(values.expirationTime ? { expirationTime: values.expirationTime } : {}),
    ...(values.notBefore ? { notBefore: values.notBefore } : {}),
    ...(values.requestId ? { requestId: values.requestId } : {}),
    ...(resources ? { resources } : {}),
  }
  if (formatSiwxMessage(data) !== text) return fail('the text is not in its canonical form')
  return data
}
