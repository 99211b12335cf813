// spec surrounding-areas §2 "Start-up": the venue's own texts (GET /shop `translations`, as
// routes/layout/venue-texts.tsx compiles them) replace the catalogue's for every key, those of
// the areas' own tables too (i18n/area-texts.tsx lays them over an area's table again).
import { createContext, useContext } from "react";
import type { PartialMessages } from "./catalogue";

export const VenueOverrides = createContext<PartialMessages>({});

export function useVenueOverrides(): PartialMessages {
  return useContext(VenueOverrides);
}
