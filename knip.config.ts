import type { KnipConfig } from "knip";

/** `npm run lint` runs knip: a file, export or dependency nothing uses is removed, not kept "just in case". */
const config: KnipConfig = {
  entry: [
    "scripts/*.ts",
    "bench/*.ts",
    // Run by plain Node (the production server) and loaded by Next from next.config.ts (the cache handler).
    "lib/site/server.mjs",
    "lib/cache/handler.mjs",
    "e2e/**/*.spec.ts",
    "tests/**/*.test.{ts,tsx}",
  ],
  project: ["**/*.{ts,tsx,mjs,prisma}"],
  // An export its own file uses is that file's named constant (a limit, a helper), not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // The generated Prisma client (lib/generated, not in git) imports its runtime from here.
    "@prisma/client",
    // scripts/fonts-subset.ts cuts the self-hosted font files out of this package's folder.
    "@fontsource-variable/inter",
  ],
  // Commands of the machine, not of npm: the bench and a load test read sockets with ss, the browser finder installs Chromium with apt-get.
  ignoreBinaries: ["ss", "apt-get"],
};

export default config;
