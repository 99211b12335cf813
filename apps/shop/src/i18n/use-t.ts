import { useCallback } from "react";
import type { MessageKey } from "./catalogue";
import { useIntl } from "./intl";

type Values = Record<string, string | number | Date>;

/** The app's message lookup, typed by the keys of the German catalogue. */
export function useT(): (key: MessageKey, values?: Values) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}
