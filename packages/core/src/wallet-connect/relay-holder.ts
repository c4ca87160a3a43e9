/** A listener on WalletConnect's relayer events. */
export type RelayerListener = (payload: unknown) => void

/**
 * The part of a started WalletConnect universal provider that the relay guards use: its Sign
 * client's relayer. Structural, so core's public types do not name the optional peer
 * `@walletconnect/universal-provider`; a started `UniversalProvider` fits it.
 */
export interface RelayerHolder {
  readonly client: {
    readonly core: {
      readonly relayer: {
        on(event: string, listener: RelayerListener): unknown
        off(event: string, listener: RelayerListener): unknown
      }
    }
  }
}
