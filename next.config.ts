import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { ACTION_BODY_LIMIT_BYTES } from "./lib/site/action-body.mjs";
import { BUILD_DIR } from "./lib/site/build-dir";
import { FLAG_IMAGE_FOLDER } from "./lib/languages/flag";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // The Dockerfile builds (and copies) the self-contained server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // `next dev` opened at 127.0.0.1 would otherwise refuse its own hot-reload requests.
  allowedDevOrigins: ["127.0.0.1"],
  poweredByHeader: false,
  // The server entry compresses instead (lib/site/precompressed.mjs): a cached page once per cache entry.
  compress: false,
  // The proxy's rewrites and redirects name the origin Next received the request at (see
  // lib/site/proxy-url.ts), whatever address the server listens on: 127.0.0.1 behind a reverse proxy.
  skipProxyUrlNormalize: true,
  // Served under a sub-path (e.g. /firma) when NEXT_PUBLIC_BASE_PATH is set at build time.
  basePath: process.env.NEXT_PUBLIC_BASE_PATH || undefined,
  // Pages and data are cached in Redis, shared by every instance, when REDIS_URL is set where the
  // server starts; otherwise in Next's own file-system cache (the handler chooses: see there).
  cacheHandler: path.resolve("lib/cache/handler.mjs"),
  // A second build side by side (the base-path end-to-end test) goes to another folder.
  distDir: BUILD_DIR,
  // The flags are read from the package when their route renders, which a bundle does not see. The
  // key is a glob: "/flags/[file]" would read its brackets as a character class and match no route.
  outputFileTracingIncludes: { "/flags/*": [`./${FLAG_IMAGE_FOLDER}/*.svg`] },
  // The largest topic form must fit (see lib/site/action-body.mjs, which refuses larger bodies first).
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES } },
  // A development build beside unfinished work elsewhere in the checkout may skip the type check
  // (`npm test` and CI run `npm run typecheck` on their own, before the build).
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === "1" },
};

export default withNextIntl(nextConfig);
