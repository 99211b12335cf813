import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { resolveInitialLocale } from "./i18n/initial-locale";
import { browserStorage } from "./lib/storage";
import { ShopRoutes } from "./router";

const storage = browserStorage();
const initialLocale = resolveInitialLocale({
  search: window.location.search,
  storage,
  browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
});
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <App initialLocale={initialLocale} storage={storage} now={() => new Date()}>
      <BrowserRouter>
        <ShopRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>,
);
