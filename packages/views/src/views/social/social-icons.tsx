import type { SocialLogin } from '@foyer/common'

/** How each social login is named and drawn (brand names are not translated). */
export interface SocialBrand {
  /** The provider's name as the provider writes it. */
  name: string
  /** The brand colour behind the mark. */
  color: string
  /**
   * The mark drawn on the brand colour: one letter of the name (a longer mark that is not a
   * word of "Continue with <name>" fails WCAG 2.5.3, label in name).
   */
  mark: string
}

/** The social logins' names and marks, by login (SPEC §1). */
export const SOCIAL_BRANDS: Readonly<Record<SocialLogin, SocialBrand>> = {
  google: { name: 'Google', color: '#4285F4', mark: 'G' },
  x: { name: 'X', color: '#000000', mark: 'X' },
  discord: { name: 'Discord', color: '#5865F2', mark: 'D' },
  farcaster: { name: 'Farcaster', color: '#855DCD', mark: 'F' },
  github: { name: 'GitHub', color: '#24292F', mark: 'G' },
  apple: { name: 'Apple', color: '#000000', mark: 'A' },
  facebook: { name: 'Facebook', color: '#1877F2', mark: 'f' },
}

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
