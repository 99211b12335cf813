// surrounding-areas §1: the venue's own stylesheet and script (settings customStyleUrl,
// customScriptUrl) load into the shop's page, whose Content-Security-Policy names their
// origins; the catalogue check takes only https URLs of a plain host for them.
import { describe, expect, it } from "vitest";
import { issuesOf } from "./minimal-catalogue";

const REFUSED = "must be an https:// URL of a plain host, without user name or password";

describe("the venue's custom style and script URLs", () => {
  it.each([
    ["customStyleUrl", "http://cdn.example.org/venue.css"],
    ["customScriptUrl", "http://cdn.example.org/venue.js"],
    ["customStyleUrl", "https://user:secret@cdn.example.org/venue.css"],
    // A WHATWG URL takes ";" in a host name, which would end the policy's directive.
    ["customScriptUrl", "https://cdn.example.org;script-src*/venue.js"],
  ])("refuses %s %s, naming the field", (key, url) => {
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = { [key]: url };
      }),
    ).toEqual([`settings.${key}: ${REFUSED}`]);
  });

  it("takes https URLs, with a port, and null (the demo's)", () => {
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = {
          customStyleUrl: "https://cdn.example.org/venue.css?v=2",
          customScriptUrl: "https://scripts.example.org:8443/venue.js",
        };
      }),
    ).toEqual([]);
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = { customStyleUrl: null, customScriptUrl: null };
      }),
    ).toEqual([]);
  });
});
