/**
 * The public origin used in canonical, hreflang, sitemap and social links: SITE_URL when set,
 * else http://localhost:PORT.
 */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`);
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
