// spec surrounding-areas §4 "Event detail": a date whose error mentions a product without an
// accounting article shows the date error and hides the picker. The code of the error table
// (packages/core/src/contract/errors.ts), or — as the spec words it — its message.
import { ApiRequestError } from "../../lib/api-client";

export function isDateWithoutArticle(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return (
    error.code === "product_without_accounting_article" ||
    /product without accounting article/i.test(error.message)
  );
}
