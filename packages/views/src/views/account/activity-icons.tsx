import { type IconProps, SvgIcon } from '@foyer/ui'

/** An arrow pointing down-left: value received. */
export function ReceivedIcon(props: IconProps) {
  return (
    <SvgIcon name="Received" {...props}>
      <path d="M17 7L7 17M7 9v8h8" />
    </SvgIcon>
  )
}

/** An arrow pointing up-right: value sent. */
export function SentIcon(props: IconProps) {
  return (
    <SvgIcon name="Sent" {...props}>
      <path d="M7 17L17 7M9 7h8v8" />
    </SvgIcon>
  )
}

/** Two arrows in a circle: value sent to the account itself. */
export function SelfIcon(props: IconProps) {
  return (
    <SvgIcon name="Self" {...props}>
      <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4" />
    </SvgIcon>
  )
}

/** A clock: the transaction is pending. */
export function PendingIcon(props: IconProps) {
  return (
    <SvgIcon name="Pending" {...props}>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </SvgIcon>
  )
}

/** Two arrows passing each other: value swapped for other value in one transaction. */
export function SwapIcon(props: IconProps) {
  return (
    <SvgIcon name="Swap" {...props}>
      <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />
    </SvgIcon>
  )
}
