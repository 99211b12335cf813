// The browsable reference at /api/docs: one self-contained HTML page rendered on the server
// from the OpenAPI document, with no script and no request to any other host, so it works
// offline and with a screen reader. The JSON document is linked for tools.
import type { JsonSchema } from "./openapi-components";

interface Document {
  info: { title: string; version: string; description?: unknown };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const json = (value: unknown) =>
  `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

const anchor = (method: string, path: string) =>
  `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "");

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  if (typeof schema.type === "string") {
    const items = schema.items as JsonSchema | undefined;
    return schema.type === "array" ? `array of ${typeOf(items) || "values"}` : schema.type;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(" | ");
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).join(" | ");
  return "";
}

function parametersTable(parameters: JsonSchema[]): string {
  if (parameters.length === 0) return "<p>No parameters.</p>";
  const rows = parameters.map((p) => {
    const schema = p.schema as JsonSchema | undefined;
    const values = Array.isArray(schema?.enum) ? ` (${(schema.enum as unknown[]).join(", ")})` : "";
    return `<tr><th scope="row"><code>${escapeHtml(String(p.name))}</code></th><td>${p.in}</td>
<td>${p.required ? "yes" : "no"}</td><td>${escapeHtml(typeOf(schema) + values)}</td>
<td>${escapeHtml(String(p.description ?? ""))}</td>
<td>${p.example === undefined ? "" : `<code>${escapeHtml(JSON.stringify(p.example))}</code>`}</td></tr>`;
  });
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th>
<th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th><th scope="col">Example</th></tr></thead>
<tbody>${rows.join("")}</tbody></table>`;
}

function operationSection(method: string, path: string, operation: JsonSchema): string {
  const parts = [
    `<section id="${anchor(method, path)}" aria-labelledby="${anchor(method, path)}-h">`,
    `<h3 id="${anchor(method, path)}-h"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(String(operation.summary ?? ""))}</p>`,
  ];
  if (operation.description) parts.push(`<p>${escapeHtml(String(operation.description))}</p>`);
  parts.push(parametersTable((operation.parameters ?? []) as JsonSchema[]));
  const body = operation.requestBody as JsonSchema | undefined;
  const bodyJson = (body?.content as Record<string, JsonSchema> | undefined)?.["application/json"];
  if (bodyJson) parts.push(`<h4>Request body example</h4>${json(bodyJson.example)}`);
  for (const [status, answer] of Object.entries(
    (operation.responses ?? {}) as Record<string, JsonSchema>,
  )) {
    const content = (answer.content as Record<string, JsonSchema> | undefined)?.[
      "application/json"
    ];
    parts.push(`<h4>${escapeHtml(status)} ${escapeHtml(String(answer.description ?? ""))}</h4>`);
    const examples = content?.examples as Record<string, { value: unknown }> | undefined;
    if (examples) {
      // Error answers: one example per code the status carries.
      for (const [code, example] of Object.entries(examples)) {
        parts.push(`<p><code>${escapeHtml(code)}</code></p>${json(example.value)}`);
      }
    } else if (content) parts.push(json(content.example));
  }
  parts.push("</section>");
  return parts.join("\n");
}

export function renderDocsPage(document: Document): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as JsonSchema;
      const tag = ((operation.tags as string[] | undefined) ?? [])[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
      const link = `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
      toc.set(tag, [...(toc.get(tag) ?? []), link]);
    }
  }
  const nav = [...toc].map(
    ([tag, links]) => `<li>${escapeHtml(tag)}<ul>${links.join("")}</ul></li>`,
  );
  const sections = [...byTag].map(
    ([tag, parts]) =>
      `<section aria-labelledby="tag-${escapeHtml(tag)}"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${parts.join("\n")}</section>`,
  );
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) =>
      `<details id="schema-${escapeHtml(name)}"><summary>${escapeHtml(name)}</summary>${json(schema)}</details>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} – reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header,main{max-width:70rem;margin:0 auto;padding:1rem}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;font-size:.85rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}.method{background:#1d4ed8;color:#fff;padding:0 .4rem;border-radius:.2rem}
section>section{border-top:1px solid #ddd;margin-top:1.5rem}a{color:#1d4ed8}
a:focus,summary:focus{outline:3px solid #b45309;outline-offset:2px}
</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>v${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(String(document.info.description ?? ""))}</p>
<p>Base path <code>/api/v1</code>. Machine-readable document: <a href="/api/v1/openapi.json">openapi.json</a>.</p>
<nav aria-label="Endpoints"><ul>${nav.join("")}</ul></nav></header>
<main>${sections.join("\n")}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas.join("\n")}</section></main>
</body></html>`;
}
