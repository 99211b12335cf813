// The routes Fastify registered, read from its route tree (app.printRoutes), to check that
// a table of routes misses none.
/** Method and path of every route Fastify registered, read from its route tree. */
export function registeredRoutes(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      routes.push({ method, path: stack.join("") });
    }
  }
  return routes;
}
