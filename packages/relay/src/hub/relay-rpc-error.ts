/** An error a method answers the client with: its `code` and `message` go on the wire. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'

  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
