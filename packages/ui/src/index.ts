'use client'

export {
  ActionGrid,
  ActionGridItem,
  type ActionGridItemProps,
  type ActionGridProps,
} from './components/action-grid.js'
export { AlertBar, type AlertBarProps, type AlertBarVariant } from './components/alert-bar.js'
export { Avatar, type AvatarProps } from './components/avatar.js'
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button.js'
export {
  IconButton,
  type IconButtonProps,
  type IconButtonVariant,
} from './components/icon-button.js'
export { type IdenticonDesign, identiconDesign } from './components/identicon.js'
export { InlineShell, type InlineShellProps } from './components/inline-shell.js'
export {
  KeyValueList,
  type KeyValueListProps,
  KeyValueRow,
  type KeyValueRowProps,
} from './components/key-value-list.js'
export {
  ListItem,
  type ListItemProps,
  type ListItemTagVariant,
} from './components/list-item.js'
export { ModalBody, type ModalBodyProps } from './components/modal-body.js'
export { type ModalCloseReason, useModalContext } from './components/modal-context.js'
export { ModalHeader, type ModalHeaderProps } from './components/modal-header.js'
export { ModalShell, type ModalShellProps } from './components/modal-shell.js'
export { ModalView, type ModalViewProps } from './components/modal-view.js'
export { NetworkImage, type NetworkImageProps } from './components/network-image.js'
export { PORTAL_ATTRIBUTE, Portal, type PortalProps } from './components/portal.js'
export { QrCode, type QrCodeProps } from './components/qr-code.js'
export type { QrErrorCorrection } from './components/qr-matrix.js'
export { SearchInput, type SearchInputProps } from './components/search-input.js'
export { Spinner, type SpinnerProps } from './components/spinner.js'
export {
  Tabs,
  type TabsActivationMode,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './components/tabs.js'
export { Toast, type ToastProps, type ToastVariant } from './components/toast.js'
export { VisuallyHidden } from './components/visually-hidden.js'
export { WalletImage, type WalletImageProps } from './components/wallet-image.js'
export { WalletListItem, type WalletListItemProps } from './components/wallet-list-item.js'
export { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from './icons/action-icons.js'
export { type IconProps, SvgIcon, type SvgIconProps } from './icons/icon.js'
export {
  BackIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  CopyIcon,
  DisconnectIcon,
  ExternalLinkIcon,
  InfoIcon,
  NetworkIcon,
  QrIcon,
  RefreshIcon,
  SearchIcon,
  WalletIcon,
  WarningIcon,
} from './icons/icons.js'
export {
  DEFAULT_UI_LABELS,
  type UiLabels,
  UiLabelsProvider,
  type UiLabelsProviderProps,
  useUiLabels,
} from './labels/ui-labels.js'
export { actionGridCss } from './styles/action-grid-css.js'
export { foyerCss } from './styles/foyer-css.js'
export {
  type InjectStylesOptions,
  injectFoyerStyles,
  STYLE_ELEMENT_ATTRIBUTE,
} from './styles/inject-styles.js'
export { keyValueCss } from './styles/key-value-list-css.js'
export { createThemeStyle } from './theme/create-theme-style.js'
export { DEFAULT_BASE_VARIABLES, SYSTEM_FONT_STACK } from './theme/palettes.js'
export {
  type FoyerTheme,
  FoyerThemeProvider,
  type FoyerThemeProviderProps,
  useFoyerTheme,
} from './theme/theme-context.js'
export { ThemeRoot, type ThemeRootProps } from './theme/theme-root.js'
export type {
  BaseThemeVariables,
  DerivedThemeVariables,
  ThemeMode,
  ThemeStyle,
  ThemeVariableName,
  ThemeVariables,
} from './theme/theme-variables.js'
