/** Wallet and network images, avatars and the QR code. */
export const mediaCss = /* css */ `
.foyer-wallet-image, .foyer-network-image, .foyer-avatar {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  background: var(--foyer-color-surface-hover);
  color: var(--foyer-color-text-muted);
  font-weight: 700;
  line-height: 1;
  user-select: none;
}
.foyer-wallet-image {
  border-radius: var(--foyer-radius-s);
  box-shadow: inset 0 0 0 1px var(--foyer-color-border);
}
.foyer-network-image, .foyer-avatar { border-radius: 50%; }
.foyer-wallet-image img, .foyer-network-image img, .foyer-avatar img, .foyer-avatar svg {
  display: block;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
}
.foyer-image-initials { letter-spacing: 0; }

.foyer-qr {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 8px;
  border-radius: var(--foyer-radius-m);
  background: #ffffff;
  box-shadow: inset 0 0 0 1px var(--foyer-color-border);
}
.foyer-qr svg { display: block; inline-size: 100%; block-size: 100%; }
.foyer-qr-background { fill: #ffffff; }
.foyer-qr-modules { fill: var(--foyer-qr-color); }
.foyer-qr-logo-plate { fill: #ffffff; }
`
