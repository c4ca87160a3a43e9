import { forwardRef } from 'react'
import { type IconProps, SvgIcon } from './icon.js'

/** A cross: closes the modal or dismisses a message. */
export const CloseIcon = forwardRef<SVGSVGElement, IconProps>(function CloseIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Close" {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </SvgIcon>
  )
})

/** An arrow pointing back (to the start of the line); mirrored in right-to-left layouts. */
export const BackIcon = forwardRef<SVGSVGElement, IconProps>(function BackIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Back" directional {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </SvgIcon>
  )
})

/** A chevron pointing forward (to the end of the line); mirrored in right-to-left layouts. */
export const ChevronIcon = forwardRef<SVGSVGElement, IconProps>(function ChevronIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Chevron" directional {...props}>
      <path d="M9 5l7 7-7 7" />
    </SvgIcon>
  )
})

/** Two overlapping sheets: copy to the clipboard. */
export const CopyIcon = forwardRef<SVGSVGElement, IconProps>(function CopyIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Copy" {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M15 9V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h3" />
    </SvgIcon>
  )
})

/** A tick: done, copied, selected. */
export const CheckIcon = forwardRef<SVGSVGElement, IconProps>(function CheckIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Check" {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </SvgIcon>
  )
})

/** A box with an arrow leaving it: opens another site or app. */
export const ExternalLinkIcon = forwardRef<SVGSVGElement, IconProps>(
  function ExternalLinkIcon(props, ref) {
    return (
      <SvgIcon ref={ref} name="ExternalLink" directional {...props}>
        <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
      </SvgIcon>
    )
  },
)

/** A wallet with a clasp. */
export const WalletIcon = forwardRef<SVGSVGElement, IconProps>(function WalletIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Wallet" {...props}>
      <path d="M4 7a2 2 0 0 1 2-2h11v3" />
      <rect x="4" y="8" width="16" height="11" rx="2" />
      <path d="M20 12h-4a1.5 1.5 0 0 0 0 3h4" />
    </SvgIcon>
  )
})

/** Three linked nodes: a network or chain. */
export const NetworkIcon = forwardRef<SVGSVGElement, IconProps>(function NetworkIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Network" {...props}>
      <circle cx="12" cy="5" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="18" r="2.5" />
      <path d="M10.8 7.2L6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" />
    </SvgIcon>
  )
})

/** A triangle with an exclamation mark. */
export const WarningIcon = forwardRef<SVGSVGElement, IconProps>(function WarningIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Warning" {...props}>
      <path d="M10.3 4.2L2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </SvgIcon>
  )
})

/** A magnifying glass. */
export const SearchIcon = forwardRef<SVGSVGElement, IconProps>(function SearchIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Search" {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4 4" />
    </SvgIcon>
  )
})

/** Three finder squares and a few modules: a QR code. */
export const QrIcon = forwardRef<SVGSVGElement, IconProps>(function QrIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Qr" {...props}>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 19v1M19 14h1" />
    </SvgIcon>
  )
})

/** A plug pulled apart: disconnect. */
export const DisconnectIcon = forwardRef<SVGSVGElement, IconProps>(
  function DisconnectIcon(props, ref) {
    return (
      <SvgIcon ref={ref} name="Disconnect" {...props}>
        <path d="M15 4v3M9 4v3M7 7h10v3a5 5 0 0 1-10 0z" />
        <path d="M12 15v5M3 3l18 18" />
      </SvgIcon>
    )
  },
)

/** A circular arrow: retry or reload. */
export const RefreshIcon = forwardRef<SVGSVGElement, IconProps>(function RefreshIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Refresh" {...props}>
      <path d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path d="M20 4v4h-4" />
    </SvgIcon>
  )
})

/** A circled "i": information. */
export const InfoIcon = forwardRef<SVGSVGElement, IconProps>(function InfoIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Info" {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 8h.01" />
    </SvgIcon>
  )
})
