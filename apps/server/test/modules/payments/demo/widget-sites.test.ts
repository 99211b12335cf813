// The issue 34, Deliver 4: in the widget's overlay the shop is a frame of the venue's site and
// opens the card page in that frame, so the venue's site is one of the page's ancestors too.
// The journey e2e/tests/widget.spec.ts pays through it; here the policy itself.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../../src/modules/payments/demo/html";

const SHOP = "http://shop.test:3000";

describe("given the widget's allowed sites", () => {
  it("names them after the shop in frame-ancestors, and nothing else changes", () => {
    const sites = ["https://museum.example.org", "http://localhost:4179"];
    const policy = contentSecurityPolicy(SHOP, sites);
    expect(policy).toContain(
      `frame-ancestors 'self' ${SHOP} https://museum.example.org http://localhost:4179`,
    );
    expect(policy.replace(/; frame-ancestors [^;]*/, "")).toBe(
      contentSecurityPolicy(SHOP).replace(/; frame-ancestors [^;]*/, ""),
    );
  });

  it("keeps the shop alone without any", () => {
    expect(contentSecurityPolicy(SHOP)).toContain(`frame-ancestors 'self' ${SHOP}`);
    expect(contentSecurityPolicy(SHOP, [])).toBe(contentSecurityPolicy(SHOP));
  });
});
