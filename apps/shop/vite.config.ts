import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server (apps/server) listens on 127.0.0.1:3000; in production it also serves dist/.
const API_TARGET = process.env.SHOP_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Hashed file names under assets/ are what the server caches for a year.
    assetsDir: "assets",
  },
});
