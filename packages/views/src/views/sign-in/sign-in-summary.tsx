import { shortenAddress } from '@foyer/common'
import { findNetwork, type SiwxMessage } from '@foyer/core'
import { useClient } from '../../client/client-context.js'
import { useMessages } from '../../messages/context.js'

/** The parts of the message a person checks before signing: who, where, on which network. */
export function SignInSummary({ message }: { message: SiwxMessage }) {
  const client = useClient()
  const messages = useMessages()
  const { data } = message
  const network = findNetwork(client, data.chainId)?.name ?? data.chainId
  const rows: [string, string][] = [
    [messages.signIn.website, data.domain],
    [messages.signIn.account, shortenAddress(data.accountAddress)],
    [messages.signIn.network, network],
    ...(data.statement ? [[messages.signIn.statement, data.statement] as [string, string]] : []),
    ...(data.expirationTime
      ? [
          [messages.signIn.expires, new Date(data.expirationTime).toLocaleString()] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  return (
    <section className="foyer-sign-in-summary" aria-label={messages.signIn.details}>
      <dl data-testid="foyer-sign-in-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="foyer-sign-in-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
