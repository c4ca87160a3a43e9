import { createContext, type ReactNode, useContext, useMemo } from 'react'

/**
 * The texts `@foyer/ui` components show when their props give none: English by default.
 * An app (or `@foyer/views`, from its message catalogue) passes translated ones down with
 * {@link UiLabelsProvider}; `@foyer/ui` itself holds no catalogue.
 */
export interface UiLabels {
  /** A spinner's accessible name. */
  loading: string
  /** The QR code's spinner while the code is prepared. */
  loadingQrCode: string
  /** The alert bar's dismiss button. */
  dismiss: string
  /** The search field's clear button. */
  clear: string
  /** The modal header's back button. */
  back: string
  /** The modal header's close button. */
  close: string
}

/** The English fallback labels. */
export const DEFAULT_UI_LABELS: UiLabels = {
  loading: 'Loading',
  loadingQrCode: 'Loading QR code',
  dismiss: 'Dismiss',
  clear: 'Clear',
  back: 'Back',
  close: 'Close',
}

const UiLabelsContext = createContext<UiLabels>(DEFAULT_UI_LABELS)

/** Props of {@link UiLabelsProvider}. */
export interface UiLabelsProviderProps {
  /** Labels replacing the English fallbacks; any subset. */
  labels?: Partial<UiLabels> | undefined
  children?: ReactNode
}

/** Provides the fallback labels of the `@foyer/ui` components below it. */
export function UiLabelsProvider({ labels, children }: UiLabelsProviderProps) {
  const value = useMemo(() => ({ ...DEFAULT_UI_LABELS, ...labels }), [labels])
  return <UiLabelsContext.Provider value={value}>{children}</UiLabelsContext.Provider>
}

/** The fallback labels of the nearest {@link UiLabelsProvider}, English by default. */
export function useUiLabels(): UiLabels {
  return useContext(UiLabelsContext)
}
