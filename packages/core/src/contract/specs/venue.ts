// The endpoint table (../endpoints.ts), its part: the shop, its reference lists and the venue:
// settings, languages, countries, salutations, museums, exhibitions, static pages.
import {
  CatalogueQuery,
  Exhibition,
  ExhibitionList,
  ExhibitionsQuery,
  Museum,
  MuseumList,
  OpeningHours,
} from "../museum";
import { Page, PageList, PagePath } from "../page";
import { IdPath, LocaleQuery, ReferenceListQuery } from "../query-params";
import type { EndpointName } from "../routes";
import { CountryList, LocaleList, SalutationList, ShopAnswer } from "../shop";
import type { EndpointSpec } from "./spec";

export const VENUE_SPECS = {
  getShop: {
    summary: "Shop settings, texts and payment modes",
    description:
      "Loaded first at start-up. A locale the shop does not offer answers 422 `invalid_locale`; the shop then falls back to de.",
    tags: ["shop"],
    query: LocaleQuery,
    answers: { 200: ShopAnswer },
    errors: [],
    public: true,
  },
  listLocales: {
    summary: "Languages of the shop",
    tags: ["shop"],
    query: LocaleQuery,
    answers: { 200: LocaleList },
    errors: [],
    public: true,
  },
  listCountries: {
    summary: "Countries for address forms",
    tags: ["reference"],
    query: ReferenceListQuery,
    answers: { 200: CountryList },
    errors: [],
    public: true,
  },
  listSalutations: {
    summary: "Salutations for customer forms",
    tags: ["reference"],
    query: ReferenceListQuery,
    answers: { 200: SalutationList },
    errors: [],
    public: true,
  },
  listMuseums: {
    summary: "Museums, optionally matching a search text",
    tags: ["museums"],
    query: CatalogueQuery,
    answers: { 200: MuseumList },
    errors: [],
    public: true,
  },
  getMuseum: {
    summary: "One museum",
    tags: ["museums"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Museum },
    errors: ["not_found"],
    public: true,
  },
  getOpeningHours: {
    summary: "Opening hours of a museum",
    description: "Intervals per weekday (none: closed) and dated exceptions.",
    tags: ["museums"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: OpeningHours },
    errors: ["not_found"],
    public: true,
  },
  listExhibitions: {
    summary: "Exhibitions, optionally of some museums or matching a search text",
    tags: ["exhibitions"],
    query: ExhibitionsQuery,
    answers: { 200: ExhibitionList },
    errors: [],
    public: true,
  },
  getExhibition: {
    summary: "One exhibition",
    tags: ["exhibitions"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Exhibition },
    errors: ["not_found"],
    public: true,
  },
  listPages: {
    summary: "Static pages of the venue",
    description:
      'spec surrounding-areas §2 "Static pages": every page of the catalogue\'s `pages` section with its title in the asked language (German when that language has none).',
    tags: ["pages"],
    query: LocaleQuery,
    answers: { 200: PageList },
    errors: [],
    public: true,
  },
  getPage: {
    summary: "One static page",
    description:
      "The page's title and text in the asked language, German when that language has none; the text is HTML sanitised when the catalogue was loaded. An unknown page answers 404 not_found on `id`.",
    tags: ["pages"],
    params: PagePath,
    query: LocaleQuery,
    answers: { 200: Page },
    errors: ["not_found"],
    public: true,
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
