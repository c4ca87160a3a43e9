export {
  errorText,
  MessagesProvider,
  type MessagesProviderProps,
  t,
  useMessages,
} from './context.js'
export { enViews, type PartialViewMessages, type ViewMessages } from './en.js'
export { mergeMessages } from './merge.js'
