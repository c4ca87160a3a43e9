import { FoyerError, parseCaipNetworkId } from '@foyer/common'
import type { SiwxMessageData } from '@foyer/core'
import { ACCOUNT_LABELS } from './account-label.js'

/**
 * The text a wallet signs for a CAIP-122 message. For eip155 it is exactly EIP-4361's:
 *
 * ```
 * [${scheme}://]${domain} wants you to sign in with your Ethereum account:
 * ${address}
 *
 * ${statement}
 *
 * URI: ${uri}
 * Version: 1
 * Chain ID: ${chain reference}
 * Nonce: ${nonce}
 * Issued At: ${issued-at}
 * Expiration Time: ${expiration-time}   (optional lines from here)
 * Not Before: ${not-before}
 * Request ID: ${request-id}
 * Resources:
 * - ${resource}
 * ```
 *
 * With no statement, the statement line is left out but both blank lines stay (EIP-4361's
 * grammar: `address LF LF [statement LF] LF "URI: "`). Solana and Bitcoin use the same
 * layout with "Solana" / "Bitcoin" in the header (CAIP-122).
 *
 * @throws FoyerError UNSUPPORTED_CHAIN for a namespace with no sign-in message form.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { namespace, reference } = parseCaipNetworkId(data.chainId)
  const label = ACCOUNT_LABELS[namespace]
  if (!label) throw new FoyerError('UNSUPPORTED_CHAIN', { details: data.chainId })
  const lines = [
    `${data.scheme ? `${data.scheme}://` : ''}${data.domain} wants you to sign in with your ${label} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement] : []),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
