/** A sitemap's pages, each with its hreflang alternates (language → address), as search engines read them. */
export function sitemapEntries(xml: string): Map<string, Map<string, string>> {
  const entries = new Map<string, Map<string, string>>();
  for (const [, body = ""] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
    if (!loc) continue;
    const alternates = new Map<string, string>();
    for (const [, lang = "", href = ""] of body.matchAll(
      /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g,
    ))
      alternates.set(lang, href);
    entries.set(loc, alternates);
  }
  return entries;
}

/**
 * Where the alternates do not answer each other: search engines ignore an hreflang link whose target
 * does not link back. Each alternate of a page must be a page of the sitemap listing the same
 * alternates (itself included), so every version names every other.
 */
export function hreflangProblems(entries: Map<string, Map<string, string>>): string[] {
  const problems: string[] = [];
  for (const [loc, alternates] of entries) {
    if (alternates.size > 0 && ![...alternates.values()].includes(loc))
      problems.push(`${loc} is not among its own alternates`);
    for (const [lang, href] of alternates) {
      if (lang === "x-default") continue;
      const theirs = entries.get(href);
      if (!theirs) problems.push(`${loc} → ${lang} ${href}: not in the sitemap`);
      else if ([...alternates].some(([l, h]) => theirs.get(l) !== h))
        problems.push(`${loc} → ${lang} ${href}: alternates differ`);
    }
  }
  return problems;
}
