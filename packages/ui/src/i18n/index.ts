export { type UiMessageKey, type UiMessages, uiMessageCatalog } from "./catalog";
export {
  formatMessage,
  type SharedMessageKey,
  type SharedMessages,
  type UiLocale,
  type UiMessageKeyOf,
  type UiMessageTable,
  uiMessages,
} from "./messages";
export {
  UiMessagesProvider,
  type UiMessagesProviderProps,
  type UiMessagesValue,
  type UiText,
  type UiTranslate,
  useUiLocale,
  useUiMessages,
  useUiText,
} from "./provider";
