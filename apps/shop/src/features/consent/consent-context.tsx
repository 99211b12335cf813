import { createContext, type ReactNode, use, useCallback, useMemo, useState } from "react";
import type { KeyValueStorage } from "../../lib/storage";
import { type ConsentChoice, loadConsent, saveConsent } from "./consent-store";

interface ConsentValue {
  choice: ConsentChoice | null;
  choose(choice: ConsentChoice): void;
}

const ConsentContext = createContext<ConsentValue>({ choice: null, choose: () => {} });

export function ConsentProvider(props: {
  storage: KeyValueStorage | null;
  storageKey: string;
  children: ReactNode;
}) {
  const { storage, storageKey } = props;
  const [choice, setChoice] = useState(() => loadConsent(storage, storageKey));
  const choose = useCallback(
    (next: ConsentChoice) => {
      saveConsent(storage, storageKey, next);
      setChoice(next);
    },
    [storage, storageKey],
  );
  const value = useMemo(() => ({ choice, choose }), [choice, choose]);
  return <ConsentContext value={value}>{props.children}</ConsentContext>;
}

export function useConsent(): ConsentValue {
  return use(ConsentContext);
}
