import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { isDateWithoutArticle } from "./date-error";

const refused = (code: string, message: string) =>
  new ApiRequestError(422, "Unprocessable Entity", { error: { code, message } });

describe("isDateWithoutArticle (spec surrounding-areas §4 'Event detail')", () => {
  it("tells the date error by its code, or by a message that mentions it", () => {
    expect(
      isDateWithoutArticle(
        refused("product_without_accounting_article", "This date is not on sale yet"),
      ),
    ).toBe(true);
    expect(isDateWithoutArticle(refused("validation", "Product without accounting article"))).toBe(
      true,
    );
    expect(isDateWithoutArticle(refused("not_found", "No such date of this event"))).toBe(false);
    expect(isDateWithoutArticle(new Error("product without accounting article"))).toBe(false);
  });
});
