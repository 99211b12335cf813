export { type UiMessageKey, type UiMessages, uiMessageCatalog } from "./catalog";
export {
  DEFAULT_UI_LOCALE,
  formatMessage,
  type SharedMessageKey,
  type SharedMessages,
  UI_LOCALES,
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
