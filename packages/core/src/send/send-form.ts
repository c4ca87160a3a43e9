import type { FoyerClient } from '../client/types.js'
import { initialSendState, type SendToken } from '../store/send.js'

/** Picks the token to send; the amount typed for the previous token is cleared. */
export function setSendToken(client: FoyerClient, token: SendToken | undefined): void {
  client.stores.send.setState((state) =>
    state.token?.address === token?.address && state.token?.symbol === token?.symbol
      ? { token }
      : { token, sendTokenAmount: undefined },
  )
}

/** Sets the amount as typed (a decimal string). */
export function setSendAmount(client: FoyerClient, amount: string | undefined): void {
  client.stores.send.setState({ sendTokenAmount: amount })
}

/**
 * Sets the receiver: an address, with the name and image of the profile it was resolved
 * from when the user typed a name.
 */
export function setSendReceiver(
  client: FoyerClient,
  receiver: { address: string | undefined; profileName?: string; profileImage?: string },
): void {
  client.stores.send.setState({
    receiverAddress: receiver.address,
    receiverProfileName: receiver.profileName,
    receiverProfileImage: receiver.profileImage,
  })
}

/** Empties the send form (after a send, or when the account or network changes). */
export function resetSend(client: FoyerClient): void {
  client.stores.send.setState(initialSendState())
}
