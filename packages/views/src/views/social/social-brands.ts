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
