// The minimal catalogue of CATALOGUE.md, read from the document itself so the example there
// stays valid. Each call answers a fresh copy to edit.
import { readFileSync } from "node:fs";
import { CatalogueFormatError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";

const doc = readFileSync(new URL("../../../CATALOGUE.md", import.meta.url), "utf8");
const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
if (!example) throw new Error("CATALOGUE.md lost its JSON example");
const text = example;

// Tests edit the file as the JSON it is, at any depth, to make it wrong in one place.
// biome-ignore lint/suspicious/noExplicitAny: a catalogue file is untyped JSON until parsed
export type CatalogueJson = any;

export function minimalCatalogue(): CatalogueJson {
  return JSON.parse(text);
}

/**
 * The lines of the catalogue check's refusal of the minimal catalogue after `edit`
 * ("path: message"), none when it is valid.
 */
export function issuesOf(edit: (catalogue: CatalogueJson) => void): string[] {
  const catalogue = minimalCatalogue();
  edit(catalogue);
  try {
    parseCatalogue(catalogue);
  } catch (error) {
    if (!(error instanceof CatalogueFormatError)) throw error;
    return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
  return [];
}
