import type { MetadataRoute } from "next";
import { buildSitemap } from "@/lib/site/sitemap";

// Built per request from cached reads (revalidated by tag), so the build needs no database.
export const dynamic = "force-dynamic";

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap();
}
