// The bad-input table of every endpoint, derived from the OpenAPI document: each text and
// each integer a request can carry (path, query, body, every variant of a union, keys of id
// maps) becomes one case, so a new endpoint or field is covered without touching the test.
// A request is built from the operation's own examples with one field replaced.

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema and examples are untyped JSON.
export type Json = any;

export interface Operation {
  /** "POST /cart": method and OpenAPI path. */
  name: string;
  method: string;
  path: string;
  operation: Json;
}

export interface FieldCase {
  /** "POST /cart body items.0.attributes.date" */
  name: string;
  op: Operation;
  location: "path" | "query" | "body";
  kind: "text" | "integer" | "key";
  /** The key of the field in the error body's `fields`. */
  field: string;
  /** The largest value the schema takes (integers and id keys). */
  maximum?: number;
  /** The request with `value` in the field: path and query under /api/v1, and the body. */
  build(value: string | number): { url: string; body?: unknown };
}

const REF = "#/components/schemas/";

export function operationsOf(document: Json): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
}

/** The cases of every operation of the document. */
export function fieldCasesOf(document: Json): FieldCase[] {
  const schemas = document.components.schemas as Record<string, Json>;
  const resolve = (node: Json): Json =>
    typeof node?.$ref === "string" ? resolve(schemas[node.$ref.slice(REF.length)]) : node;

  /** A value the schema takes, from its example where it has one. */
  const sample = (node: Json, depth = 0): Json => {
    const schema = resolve(node);
    if (schema === undefined || depth > 8) return null;
    if (schema.example !== undefined) return schema.example;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const options = schema.anyOf ?? schema.oneOf;
    if (options)
      return sample(options.find((o: Json) => o.type !== "null") ?? options[0], depth + 1);
    switch (schema.type) {
      case "object":
        return Object.fromEntries(
          (schema.required ?? []).map((key: string) => [
            key,
            sample(schema.properties?.[key], depth + 1),
          ]),
        );
      case "array":
        return [];
      case "integer":
        return schema.minimum ?? 1;
      case "boolean":
        return false;
      case "string":
        return schema.format === "date" ? "2030-06-02" : "x";
      default:
        return null;
    }
  };

  const cases: FieldCase[] = [];
  for (const op of operationsOf(document)) {
    const parameters = (op.operation.parameters ?? []) as Json[];
    const pathValues: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const p of parameters) {
      const example = Array.isArray(p.example) ? p.example[0] : p.example;
      if (p.in === "path") pathValues[p.name] = String(example ?? 1);
      else if (p.required) query[p.name] = String(example);
    }
    const urlOf = (path: Record<string, string>, q: Record<string, string>) => {
      const filled = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(path[name] ?? "1"),
      );
      const search = new URLSearchParams(q).toString();
      return `/api/v1${filled}${search ? `?${search}` : ""}`;
    };
    const content = op.operation.requestBody?.content?.["application/json"];
    const bodyBase = content ? (content.example ?? sample(content.schema)) : undefined;

    for (const p of parameters) {
      const schema = resolve(p.schema);
      const item = schema.type === "array" ? resolve(schema.items) : schema;
      const kind = item.type === "integer" ? "integer" : item.type === "string" ? "text" : null;
      if (!kind) continue;
      cases.push({
        name: `${op.name} ${p.in} ${p.name}`,
        op,
        location: p.in,
        kind,
        // A repeated key reads one value as a list of one: the issue names its index.
        field: schema.type === "array" ? `${p.name}.0` : p.name,
        maximum: item.maximum,
        build: (value) =>
          p.in === "path"
            ? { url: urlOf({ ...pathValues, [p.name]: String(value) }, query), body: bodyBase }
            : { url: urlOf(pathValues, { ...query, [p.name]: String(value) }), body: bodyBase },
      });
    }

    if (!content) continue;
    const url = urlOf(pathValues, query);
    const walk = (
      node: Json,
      base: Json,
      path: string[],
      place: (value: Json) => Json,
      depth: number,
    ): void => {
      const schema = resolve(node);
      if (!schema || depth > 8) return;
      const field = path.join(".");
      const add = (kind: FieldCase["kind"], name: string, maximum?: number) =>
        cases.push({
          name: `${op.name} body ${name}`,
          op,
          location: "body",
          kind,
          field: name,
          maximum,
          build: (value) => ({ url, body: place(value) }),
        });
      const options = schema.anyOf ?? schema.oneOf;
      if (options) {
        for (const option of options as Json[]) {
          const variant = resolve(option);
          if (variant.type === "null") continue;
          // A tagged variant (a cart line's type) starts from its own sample unless the
          // example already is of that variant.
          const tag = Object.entries(variant.properties ?? {}).find(
            ([, p]) => (p as Json).const !== undefined,
          );
          const fits = !tag || base?.[tag[0]] === (tag[1] as Json).const;
          walk(variant, fits ? base : sample(variant), path, place, depth + 1);
        }
        return;
      }
      if (schema.type === "string" && schema.const === undefined) add("text", field);
      if (schema.type === "integer") add("integer", field, schema.maximum);
      if (schema.type === "object" && schema.properties) {
        const own = base && typeof base === "object" ? base : sample(schema);
        for (const [key, child] of Object.entries(schema.properties as Record<string, Json>)) {
          const childBase = own[key] ?? sample(child);
          walk(child, childBase, [...path, key], (v) => place({ ...own, [key]: v }), depth + 1);
        }
      }
      if (schema.type === "object" && schema.additionalProperties) {
        const keys = resolve(schema.propertyNames ?? {});
        const valueSchema = schema.additionalProperties;
        const key = Object.keys(base ?? {})[0] ?? String(sample(keys) ?? "1");
        walk(
          valueSchema,
          base?.[key] ?? sample(valueSchema),
          [...path, key],
          (v) => place({ [key]: v }),
          depth + 1,
        );
        // An id written as a key (a quantity per price id) is bounded like the id.
        if (keys.pattern && /\\d/.test(keys.pattern)) {
          cases.push({
            name: `${op.name} body ${field} key`,
            op,
            location: "body",
            kind: "key",
            // zod names a refused key by the map's path and the key itself.
            field: `${field}.2147483648`,
            maximum: 2_147_483_647,
            build: (value) => ({ url, body: place({ [String(value)]: sample(valueSchema) }) }),
          });
        }
      }
      if (schema.type === "array" && schema.items) {
        const itemBase = Array.isArray(base) && base.length > 0 ? base[0] : sample(schema.items);
        walk(schema.items, itemBase, [...path, "0"], (v) => place([v]), depth + 1);
      }
    };
    walk(content.schema, bodyBase, [], (v) => v, 0);
  }
  return cases;
}
