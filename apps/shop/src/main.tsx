import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { resolveInitialLocale } from "./i18n/initial-locale";
import { browserStorage } from "./lib/storage";
import { preloadFirstPage, ShopRoutes } from "./router";

// The first page's chunks load while the shop starts (GET /shop), not after it.
preloadFirstPage(window.location.pathname);

const storage = browserStorage();
const initialLocale = resolveInitialLocale({
  search: window.location.search,
  storage,
  browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
});
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

// Rendered as a transition, so React yields to the browser every few milliseconds while it
// builds the first page instead of blocking input for the whole render (the issue "speed":
// Lighthouse's Total Blocking Time on a slow phone).
const reactRoot = createRoot(root);
const render = () =>
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App initialLocale={initialLocale} storage={storage} now={() => new Date()}>
          <BrowserRouter>
            <ShopRoutes />
          </BrowserRouter>
        </App>
      </StrictMode>,
    );
  });
// The issue 34, Deliver 4: framed, the shop is the widget's overlay (its pages refuse any frame
// but the venue's allowed sites). Embed mode starts first: its API calls need its headers.
if (window.top === window) render();
else import("./embed/embed-mode").then(({ startEmbedMode }) => startEmbedMode(window)).then(render);
