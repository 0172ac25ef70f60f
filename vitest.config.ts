import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
// Against a real server every test file runs in parallel in its own schema; the embedded server
// has a single session, so its files take turns.
const realServer = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // next-intl's navigation imports "next/navigation" without an extension, which Node's ESM
          // loader refuses: let Vite resolve it (for rendering components that use its Link).
          server: { deps: { inline: ["next-intl"] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/global-database.ts"],
          fileParallelism: realServer,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
