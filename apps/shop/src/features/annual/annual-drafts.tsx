// spec selling-core §4 "Annual tickets": a person slot's form left for the address page is kept
// for the way back (a picked photo is a File, which no storage keeps). The drafts live as long
// as the personalization routes do, in memory, by person slot; the routes provide them
// (routes/annual/annual-routes.tsx), the detail form reads and keeps them.
import type { AnnualHolder } from "@shop/core/contract";
import type { PhotoValue } from "@shop/ui/attendee-form";
import { createContext, type ReactNode, use, useState } from "react";

export interface DetailValues {
  /** A holder's id, or "new". */
  person: string;
  name: string;
  surname: string;
  email: string;
  /** An address id of the order. */
  address: string;
  photo: PhotoValue;
}

/** A slot's form as it was left, and the person an earlier failed attempt made. */
export interface DetailDraft {
  values: DetailValues;
  created: AnnualHolder | undefined;
}

/** The kept forms of the person slots, by slot id. */
export interface AnnualDrafts {
  draftOf(slotId: number): DetailDraft | undefined;
  keep(slotId: number, draft: DetailDraft): void;
  /** The slot is saved: its form is not kept any more. */
  drop(slotId: number): void;
}

const DraftsContext = createContext<AnnualDrafts | null>(null);

export function AnnualDraftsProvider({ children }: { children: ReactNode }) {
  // Kept and read by the forms as they leave and open, never a cause to render: made once.
  const [drafts] = useState((): AnnualDrafts => {
    const kept = new Map<number, DetailDraft>();
    return {
      draftOf: (slotId) => kept.get(slotId),
      keep: (slotId, draft) => void kept.set(slotId, draft),
      drop: (slotId) => void kept.delete(slotId),
    };
  });
  return <DraftsContext value={drafts}>{children}</DraftsContext>;
}

export function useAnnualDrafts(): AnnualDrafts {
  const drafts = use(DraftsContext);
  if (!drafts) throw new Error("useAnnualDrafts is used outside AnnualDraftsProvider");
  return drafts;
}
