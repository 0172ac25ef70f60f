import { BASE_PATH } from "@/lib/site/base-path";

/**
 * The public origin used in canonical, hreflang, sitemap and social links: SITE_URL when set,
 * else http://localhost:PORT.
 */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`);
}

/** A site path as an absolute URL, under the base path the site is served at (SITE_URL names the origin). */
export function absoluteUrl(path: string, basePath = BASE_PATH): string {
  // Under a base path, its home is "/firma": Next redirects "/firma/" there.
  return new URL(basePath && path === "/" ? basePath : `${basePath}${path}`, siteUrl()).toString();
}
