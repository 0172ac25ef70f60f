import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // The Dockerfile builds (and copies) the self-contained server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // `next dev` opened at 127.0.0.1 would otherwise refuse its own hot-reload requests.
  allowedDevOrigins: ["127.0.0.1"],
  poweredByHeader: false,
};

export default withNextIntl(nextConfig);
