// DESIGN.md §5: bad input never answers 500. Every text a request carries is bounded and
// refuses control characters (common.ts singleLineText/multiLineText), and every integer fits
// the PostgreSQL `integer` column it ends up in. This walks the JSON Schema of every request
// schema the contract exports, so a new field that forgets either fails here.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_DB_INTEGER } from "./common";
import * as contract from "./index";

type JsonSchema = Record<string, unknown>;

// Bodies are read as sent (io input); queries and paths as parsed (io output): a query number
// arrives as digits and is bounded after it became a number.
const requests: Array<[string, z.ZodType, "input" | "output"]> = [];
for (const [name, value] of Object.entries(contract) as Array<[string, unknown]>) {
  if (!(value instanceof z.ZodType)) continue;
  if (/(Request|Input)$/.test(name)) requests.push([name, value, "input"]);
  else if (/(Query|Path)$/.test(name)) requests.push([name, value, "output"]);
}

interface Leaf {
  path: string;
  schema: JsonSchema;
}

/** Every string and integer leaf of a JSON Schema, with the dotted path that reaches it. */
function leavesOf(root: JsonSchema): Leaf[] {
  const defs = (root.$defs ?? {}) as Record<string, JsonSchema>;
  const leaves: Leaf[] = [];
  const walk = (node: JsonSchema, path: string, seen: Set<string>): void => {
    if (typeof node.$ref === "string") {
      const id = node.$ref.replace("#/$defs/", "");
      if (seen.has(id)) return;
      const target = defs[id];
      if (target) walk(target, path, new Set([...seen, id]));
      return;
    }
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      for (const option of (node[key] ?? []) as JsonSchema[]) walk(option, path, seen);
    }
    const type = node.type;
    if (type === "string" || type === "integer") leaves.push({ path, schema: node });
    if (node.properties) {
      for (const [key, child] of Object.entries(node.properties as Record<string, JsonSchema>)) {
        walk(child, path ? `${path}.${key}` : key, seen);
      }
    }
    if (node.items) walk(node.items as JsonSchema, `${path}.0`, seen);
    if (node.propertyNames) walk(node.propertyNames as JsonSchema, `${path}.<key>`, seen);
    if (node.additionalProperties && typeof node.additionalProperties === "object") {
      walk(node.additionalProperties as JsonSchema, `${path}.<value>`, seen);
    }
  };
  walk(root, "", new Set());
  return leaves;
}

describe("the request schemas of the contract", () => {
  it("are found by name", () => {
    const names = requests.map(([name]) => name);
    for (const name of [
      "CartRequest",
      "OrderCreateRequest",
      "ReservationRequest",
      "GuestRequest",
      "CustomerAddressInput",
      "CatalogueQuery",
      "TicketsQuery",
      "CouponCodePath",
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe.each(requests)("request schema %s", (_name, schema, io) => {
  const leaves = leavesOf(z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema);

  it("bounds every integer by the PostgreSQL integer", () => {
    for (const { path, schema: leaf } of leaves.filter((l) => l.schema.type === "integer")) {
      expect(leaf.maximum, path).toBeDefined();
      expect(leaf.maximum as number, path).toBeLessThanOrEqual(MAX_DB_INTEGER);
    }
  });

  it("bounds every text and refuses a NUL in it", () => {
    for (const { path, schema: leaf } of leaves.filter((l) => l.schema.type === "string")) {
      if (leaf.enum || leaf.const !== undefined) continue;
      // Several checks of one string (Email: no controls, then the address) sit in allOf.
      const patterns = [leaf, ...((leaf.allOf ?? []) as JsonSchema[])]
        .map((part) => part.pattern)
        .filter((pattern): pattern is string => typeof pattern === "string");
      // A fixed-width pattern (a time "HH:MM") bounds the length by itself.
      const fixedWidth = patterns.some((pattern) => !/[*+]|\{\d+,\}/.test(pattern));
      expect(leaf.maxLength !== undefined || fixedWidth, `${path} has no maximum length`).toBe(
        true,
      );
      const refusesNul = patterns.some((pattern) => !new RegExp(pattern).test("a\u0000b"));
      expect(refusesNul, `${path} takes a NUL`).toBe(true);
    }
  });
});
