import { type CSSProperties, forwardRef, type HTMLAttributes, useMemo, useRef } from 'react'
import { useComposedRefs } from '../internal/compose-refs.js'
import { cx } from '../internal/cx.js'
import { useIsomorphicLayoutEffect } from '../internal/use-isomorphic-layout-effect.js'
import { injectFoyerStyles, styleTargetOf } from '../styles/inject-styles.js'
import { createThemeStyle } from './create-theme-style.js'
import { useFoyerTheme } from './theme-context.js'
import type { ThemeMode, ThemeVariables } from './theme-variables.js'

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Overrides the provider's theme mode. */
  themeMode?: ThemeMode
  /** Overrides (merged over) the provider's theme variables. */
  themeVariables?: ThemeVariables
  /** Overrides the provider's style nonce. */
  nonce?: string
}

/**
 * The element every Foyer subtree is rendered in: it carries the `foyer-root` class, the
 * theme's CSS variables and `data-foyer-theme`, and on mount adds Foyer's stylesheet to its
 * document or shadow root (once per root).
 */
export const ThemeRoot = forwardRef<HTMLDivElement, ThemeRootProps>(function ThemeRoot(
  { themeMode, themeVariables, nonce, className, style, dir, lang, ...props },
  forwardedRef,
) {
  const theme = useFoyerTheme()
  const mode = themeMode ?? theme.themeMode
  const styleNonce = nonce ?? theme.nonce
  const ref = useRef<HTMLDivElement>(null)
  const composedRef = useComposedRefs(ref, forwardedRef)
  const variables = useMemo(
    () => createThemeStyle(mode, { ...theme.themeVariables, ...themeVariables }),
    [mode, theme.themeVariables, themeVariables],
  )
  useIsomorphicLayoutEffect(() => {
    const target = ref.current && styleTargetOf(ref.current)
    if (target) injectFoyerStyles(target, { nonce: styleNonce })
  }, [styleNonce])
  return (
    <div
      ref={composedRef}
      className={cx('foyer-root', className)}
      data-foyer-theme={mode}
      dir={dir ?? theme.dir}
      lang={lang ?? theme.lang}
      style={{ ...(variables as CSSProperties), ...style }}
      {...props}
    />
  )
})
