import {
  setThemeMode as setMode,
  setThemeVariables as setVariables,
  type ThemeMode,
  type ThemeVariables,
} from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from '../context.js'
import { useClientStore } from './use-client-store.js'

/** What {@link useFoyerTheme} returns. */
export interface UseFoyerThemeReturn {
  themeMode: ThemeMode
  setThemeMode: (mode: ThemeMode) => void
  /** The theme variables set so far (`--foyer-accent`, …). */
  themeVariables: ThemeVariables
  /** Merges variables into the current ones. */
  setThemeVariables: (variables: ThemeVariables) => void
}

/** The modal's theme, and setters that restyle the modal and buttons at once. */
export function useFoyerTheme(): UseFoyerThemeReturn {
  const { client } = useFoyerInstance()
  const themeMode = useClientStore('theme', (state) => state.themeMode)
  const themeVariables = useClientStore('theme', (state) => state.themeVariables)
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: ThemeMode) => setMode(client, mode),
      setThemeVariables: (variables: ThemeVariables) => setVariables(client, variables),
    }),
    [client, themeMode, themeVariables],
  )
}
