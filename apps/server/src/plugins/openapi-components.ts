// Turns zod schemas into JSON Schema for the OpenAPI document (z.toJSONSchema). Every schema
// the contract names with a meta id becomes one entry of components.schemas and is referred
// to by $ref. A schema read as input (queries, bodies) may differ from the same schema read
// as output (defaults fill fields in); the second shape gets the suffix "Input".
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

const DEFS = "#/$defs/";
const COMPONENTS = "#/components/schemas/";

export class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema` as read (`input`) or as answered (`output`). */
  convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const {
      $schema: _,
      $defs = {},
      ...root
    } = z.toJSONSchema(schema, {
      io,
      target: "draft-2020-12",
      // Transforms (query strings to numbers) are described by their input or output side.
      unrepresentable: "any",
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = new Map<string, string>();
    for (const [id, def] of Object.entries($defs)) names.set(id, this.nameFor(id, def, io));
    const rewrite = (value: JsonSchema) =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_match, id: string) => `"${COMPONENTS}${names.get(id) ?? id}"`,
        ),
      ) as JsonSchema;
    for (const [id, def] of Object.entries($defs)) {
      this.schemas[names.get(id) ?? id] = rewrite(def);
    }
    return rewrite(root);
  }

  /** The schema a $ref points to, or the schema itself. */
  resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref === "string" && ref.startsWith(COMPONENTS)) {
      return this.schemas[ref.slice(COMPONENTS.length)] ?? schema;
    }
    return schema;
  }

  private nameFor(id: string, def: JsonSchema, io: "input" | "output"): string {
    const candidates = io === "input" ? [id, `${id}Input`] : [id, `${id}Output`];
    for (const name of candidates) {
      const existing = this.schemas[name];
      // Compare with refs spelt the way they are stored.
      const shape = JSON.stringify(def).replaceAll(DEFS, COMPONENTS);
      if (existing === undefined || JSON.stringify(existing) === shape) return name;
    }
    throw new Error(`OpenAPI component ${id} has more than two shapes`);
  }
}
