import type { FoyerClient } from '@foyer/core'
import { Button, CopyIcon, QrCode } from '@foyer/ui'
import { copyText } from '../../internal/copy-text.js'
import { useMessages } from '../../messages/context.js'

/** Props of {@link WalletConnectQr}. */
export interface WalletConnectQrProps {
  client: FoyerClient
  /** The pairing uri; a spinner shows while there is none. */
  uri: string | undefined
  /** A logo for the code's centre (the chosen wallet's, once loaded). */
  logoSrc?: string | undefined
  size?: number
}

/**
 * The pairing uri as a QR code, with a button that copies it as a link (for a wallet on
 * the same device, or to paste by hand). The uri is on `data-wc-uri` too.
 */
export function WalletConnectQr({ client, uri, logoSrc, size = 240 }: WalletConnectQrProps) {
  const messages = useMessages()
  const copy = () => {
    if (!uri) return
    void copyText(client, uri, {
      copied: messages.walletConnect.linkCopied,
      failed: messages.walletConnect.copyFailed,
    })
  }
  return (
    <div className="foyer-stack foyer-center foyer-wc-qr">
      <QrCode
        value={uri}
        label={messages.walletConnect.qrLabel}
        loadingLabel={messages.walletConnect.qrLoading}
        logoSrc={logoSrc}
        size={size}
        data-testid="foyer-wc-qr"
        data-wc-uri={uri ?? ''}
      />
      <Button
        variant="ghost"
        size="sm"
        leadingIcon={<CopyIcon />}
        disabled={!uri}
        onClick={copy}
        data-testid="foyer-wc-copy"
        data-wc-uri={uri ?? ''}
      >
        {messages.walletConnect.copyLink}
      </Button>
    </div>
  )
}
