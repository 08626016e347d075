import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3000"}`;

// recharts needs its peer `react-is`; until it is installed, app/lib/react-is-shim.ts stands in (see that file).
const reactIsInstalled = existsSync(fileURLToPath(new URL("node_modules/react-is/package.json", import.meta.url)));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: reactIsInstalled ? {} : { alias: { "react-is": fileURLToPath(new URL("app/lib/react-is-shim.ts", import.meta.url)) } },
  server: {
    port: 5173,
    // In development the API runs in its own process (npm run dev); the page talks to it through this proxy.
    proxy: { "/api": apiTarget },
  },
  build: { sourcemap: false },
});
