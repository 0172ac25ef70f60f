import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site/url";

// Read at request time: a build-time value would carry the build machine's origin into production.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
