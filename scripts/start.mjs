// `npm start`: installs what is missing, builds the shop and the server, then starts the
// compiled server (`node dist/main.js`, as in production) with the embedded database (PGlite
// in apps/server/data) and the demo catalogue, and prints the shop's URL. Stop it with Ctrl+C.
import { installDependencies, mustRunPnpm } from "./lib.mjs";

installDependencies();
console.info("Building the shop …");
mustRunPnpm(["--filter", "@shop/shop", "run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
mustRunPnpm(["--filter", "@shop/server", "run", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
});
mustRunPnpm(["--filter", "@shop/server", "run", "start"], {
  env: { LOG_LEVEL: "warn", ...process.env },
});
