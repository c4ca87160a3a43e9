import { forwardRef } from 'react'
import { type IconProps, SvgIcon } from './icon.js'

/** An arrow leaving upwards: send. */
export const SendIcon = forwardRef<SVGSVGElement, IconProps>(function SendIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Send" {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </SvgIcon>
  )
})

/** An arrow arriving downwards onto a line: receive. */
export const ReceiveIcon = forwardRef<SVGSVGElement, IconProps>(function ReceiveIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Receive" {...props}>
      <path d="M12 4v12M6 10l6 6 6-6M5 20h14" />
    </SvgIcon>
  )
})

/** Two opposite arrows: swap one token for another (or flip the two). */
export const SwapIcon = forwardRef<SVGSVGElement, IconProps>(function SwapIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Swap" {...props}>
      <path d="M7 4v14M3 14l4 4 4-4M17 20V6M13 10l4-4 4 4" />
    </SvgIcon>
  )
})

/** A plus in a circle: buy (add funds). */
export const BuyIcon = forwardRef<SVGSVGElement, IconProps>(function BuyIcon(props, ref) {
  return (
    <SvgIcon ref={ref} name="Buy" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 8v8M8 12h8" />
    </SvgIcon>
  )
})
