import { ThemeRoot } from '@foyer/ui'
import type { ReactNode } from 'react'

const ROOT_STYLE = { display: 'inline-flex', verticalAlign: 'middle' } as const

/** Puts a button in Foyer's theme (CSS variables and stylesheet) without changing the page's layout. */
export function ButtonRoot({ children }: { children: ReactNode }) {
  return <ThemeRoot style={ROOT_STYLE}>{children}</ThemeRoot>
}
