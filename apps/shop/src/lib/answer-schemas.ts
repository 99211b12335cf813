// Development and tests only (api-client.ts imports this behind `import.meta.env.DEV`, so the
// production build has neither zod nor the contract for it): every answer the shop reads is
// checked against the endpoint table's schema of its method, path and status
// (@shop/core/contract ENDPOINTS, the table the server registers its routes from).
import { ENDPOINTS, routeOf, SHOP_ROUTES } from "@shop/core/contract";
import type { z } from "zod";
import type { HttpMethod } from "./api-client";

/**
 * The contract issues of a successful answer, or null when it fits. An answer of a path or a
 * status the table does not have is an issue too: the server cannot have sent it.
 */
export function answerIssues(
  method: HttpMethod,
  path: string,
  status: number,
  data: unknown,
): z.core.$ZodIssue[] | null {
  const name = routeOf(method, path, SHOP_ROUTES);
  const schema = name ? (ENDPOINTS[name].answers as Record<number, z.ZodType>)[status] : undefined;
  if (!schema) {
    const message = name
      ? `${method} ${path} (${name}) never answers ${status}`
      : `${method} ${path} is no endpoint of the API`;
    return [{ code: "custom", path: [], message, input: data }];
  }
  // 204 No Content (DELETE of a hold) answers no body; the client reads it as null.
  const parsed = schema.safeParse(status === 204 ? null : data);
  return parsed.success ? null : parsed.error.issues;
}
