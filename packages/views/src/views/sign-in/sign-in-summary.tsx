import { shortenAddress } from '@foyer/common'
import { findNetwork, type SiwxMessage } from '@foyer/core'
import { useClient } from '../../client/client-context.js'
import { formatDateTime } from '../../i18n/format-date.js'
import { useLocale, useMessages } from '../../messages/context.js'

/** The parts of the message a person checks before signing: who, where, on which network. */
export function SignInSummary({ message }: { message: SiwxMessage }) {
  const client = useClient()
  const messages = useMessages()
  const locale = useLocale()
  const { data } = message
  const network = findNetwork(client, data.chainId)?.name ?? data.chainId
  const rows: [string, string][] = [
    [messages.signIn.website, data.domain],
    [messages.signIn.account, shortenAddress(data.accountAddress)],
    [messages.signIn.network, network],
    ...(data.statement ? [[messages.signIn.statement, data.statement] as [string, string]] : []),
    ...(data.expirationTime
      ? [
          [messages.signIn.expires, formatDateTime(new Date(data.expirationTime), locale)] as [
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
