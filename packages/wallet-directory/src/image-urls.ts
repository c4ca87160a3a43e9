import { WALLET_DIRECTORY_PATHS } from './protocol.js'
import { createUrlBuilder, type SdkIdentity } from './request-url.js'

/** The directory's image URLs, built without a request. Each throws `TypeError` for a bad id. */
export interface DirectoryImageUrls {
  walletImageUrl(imageId: string): string
  assetImageUrl(id: string): string
  currencyImageUrl(code: string): string
  tokenImageUrl(symbol: string): string
}

/**
 * The image URLs of the directory at `baseUrl` (with the sdk identity parameters). Small on its
 * own, so that an app can show images while the client's request and validation code loads later.
 */
export function createDirectoryImageUrls(
  baseUrl: string | URL,
  sdk: SdkIdentity = {},
): DirectoryImageUrls {
  const urls = createUrlBuilder(new URL(baseUrl), sdk)
  return {
    walletImageUrl: (imageId) => urls.image(WALLET_DIRECTORY_PATHS.walletImage, imageId),
    assetImageUrl: (id) => urls.image(WALLET_DIRECTORY_PATHS.assetImage, id),
    currencyImageUrl: (code) => urls.image(WALLET_DIRECTORY_PATHS.currencyImage, code),
    tokenImageUrl: (symbol) => urls.image(WALLET_DIRECTORY_PATHS.tokenImage, symbol),
  }
}
