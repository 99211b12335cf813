// The widget's test page (the issue 34, Deliver 4; README.md beside it) on a site other than
// the shop's, so the overlay is a really cross-site frame, as on a venue's page: the shop at
// http://127.0.0.1:<port>, the page at http://localhost:<port>, the one of the catalogue's
// allowed sites (settings widget.allowedSites; the demo's: apps/server src/seed/demo-shop.ts).
//
//   node e2e/widget/serve.mjs [shop origin]     default http://127.0.0.1:3000
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const PAGE = new URL("./test-page.html", import.meta.url);

/** The catalogue's allowed site on localhost, which this page can be served as. */
export async function testPageSite(shop) {
  const response = await fetch(`${shop}/api/v1/shop?locale=de`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`GET ${shop}/api/v1/shop answered ${response.status}`);
  const answer = await response.json();
  const sites = (answer.data ?? answer).settings.widget.allowedSites;
  const site = sites.find((origin) => /^http:\/\/localhost:\d+$/.test(origin));
  if (!site) throw new Error(`no http://localhost:<port> among the allowed sites ${sites}`);
  return site;
}

/** Serves the test page for the shop at `shop` on `site`; answers its address and a stop. */
export async function serveTestPage(shop, site) {
  const html = (await readFile(PAGE, "utf8")).replaceAll("{{SHOP}}", shop);
  const server = createServer((request, response) => {
    if (request.url !== "/" && request.url !== "/index.html") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  const { port } = new URL(site);
  // The catalogue allows one port, and journeys of two files may want it at once (the widget's
  // and the waiting room's): the second waits until the first has closed its page.
  for (let waited = 0; ; waited += 250) {
    try {
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        // The loopback address, not every interface: a test page is no page for the network.
        server.listen(Number(port), "127.0.0.1", () => {
          server.off("error", reject);
          resolve(undefined);
        });
      });
      break;
    } catch (error) {
      if (error?.code !== "EADDRINUSE" || waited >= 180_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url: `${site}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shop = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
  const page = await serveTestPage(shop, await testPageSite(shop));
  console.info(`The widget's test page for ${shop}: ${page.url} (Ctrl+C ends it)`);
}
