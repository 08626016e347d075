import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { reactRouterProductionBuild } from "./scripts/react-router-production-build";
import { siteShellChunk } from "./scripts/site-shell-chunk";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter(), siteShellChunk()],
  server: {
    port: 5173,
    // In development the API runs in its own process (npm run dev); the page talks to it through this proxy.
    proxy: { "/api": apiTarget },
  },
  // BUILD_SOURCEMAP=1 makes a build for profiling (bench/trace-functions.ts): the maps are served beside the chunks.
  build: { sourcemap: process.env.BUILD_SOURCEMAP === "1", modulePreload: false },
});
