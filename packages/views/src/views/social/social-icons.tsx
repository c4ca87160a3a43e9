import type { SocialLogin } from '@foyer/common'
import { SOCIAL_BRANDS } from './social-brands.js'

/** Props of {@link SocialIcon}. */
export interface SocialIconProps {
  login: SocialLogin
  /** Size in CSS pixels. */
  size?: number
}

/**
 * A social login's icon: its mark in white on the brand colour, drawn inline (no request).
 * Decorative: the button around it carries the provider's name.
 */
export function SocialIcon({ login, size = 24 }: SocialIconProps) {
  const brand = SOCIAL_BRANDS[login]
  const fontSize = brand.mark.length > 1 ? 8 : 14
  return (
    <svg
      className="foyer-social-icon"
      data-social={login}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="24" height="24" rx="6" fill={brand.color} />
      <text
        x="12"
        y="12"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#FFFFFF"
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {brand.mark}
      </text>
    </svg>
  )
}
