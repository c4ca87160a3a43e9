import type { BlockchainDataClient } from '../blockchain-data/types.js'
import type { WalletDirectoryClient } from '../directory/types.js'
import type { SignInState } from '../store/sign-in.js'
import type { ThemeMode, ThemeVariables } from '../store/theme.js'
import type { FoyerClient } from './types.js'

/** Hands the client a wallet-directory client (the `directory` slot). */
export function setDirectoryClient(client: FoyerClient, directory: WalletDirectoryClient): void {
  client.directory = directory
}

/** Hands the client a blockchain-data client. */
export function setBlockchainDataClient(client: FoyerClient, data: BlockchainDataClient): void {
  client.blockchainData = data
}

/** Sets light or dark mode. */
export function setThemeMode(client: FoyerClient, themeMode: ThemeMode): void {
  client.stores.theme.setState({ themeMode })
}

/** Merges theme variables into the current ones. */
export function setThemeVariables(client: FoyerClient, variables: ThemeVariables): void {
  client.stores.theme.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...variables },
  }))
}

/** Updates what core knows of sign-in: whether it is required and whether a session exists. */
export function setSignInState(client: FoyerClient, patch: Partial<SignInState>): void {
  client.stores.signIn.setState(patch)
}
