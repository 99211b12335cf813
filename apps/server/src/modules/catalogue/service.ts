// What the rest of the server uses of the catalogue loader (CATALOGUE.md): the file's shape
// and version, parsing it, loading it into the database and the conflict a load refuses with.
// The demo seed (src/seed/) reaches the loader through this file only.
export { CatalogueConflictError, type CatalogueIssue } from "./errors";
export { CATALOGUE_VERSION, type Catalogue, type CatalogueInput, parseCatalogue } from "./format";
export type { LocalizedText } from "./format-parts";
export { type LoadOptions, type LoadSummary, loadCatalogue } from "./load-catalogue";
