import type { ExhibitionList, MuseumList } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { fetchExhibitions, fetchMuseums } from "./api";

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false };

export function useMuseums(locale: string) {
  return useSWR<MuseumList, ApiRequestError>(
    ["museums", locale],
    () => fetchMuseums(locale),
    QUIET,
  );
}

export function useExhibitions(locale: string) {
  return useSWR<ExhibitionList, ApiRequestError>(
    ["exhibitions", locale],
    () => fetchExhibitions(locale),
    QUIET,
  );
}
