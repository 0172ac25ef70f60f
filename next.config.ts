import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // The Dockerfile copies this self-contained server.
  output: "standalone",
  // `next dev` opened at 127.0.0.1 would otherwise refuse its own hot-reload requests.
  allowedDevOrigins: ["127.0.0.1"],
  poweredByHeader: false,
};

export default withNextIntl(nextConfig);
