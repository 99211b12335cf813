import type { ExhibitionList, MuseumList } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";
import { fetchExhibitions, fetchMuseums } from "./api";

export function useMuseums(locale: string) {
  return useSWR<MuseumList, ApiRequestError>(
    swrKeys.museums(locale),
    () => fetchMuseums(locale),
    QUIET,
  );
}

export function useExhibitions(locale: string) {
  return useSWR<ExhibitionList, ApiRequestError>(
    swrKeys.exhibitions(locale),
    () => fetchExhibitions(locale),
    QUIET,
  );
}
