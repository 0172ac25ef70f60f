/**
 * Every public path of the site, built here and nowhere else: components, the sitemap,
 * hreflang, JSON-LD, redirects and tests take paths from this module (an ESLint rule refuses
 * literal paths in app/ and components/). Paths carry no language prefix: the i18n navigation adds
 * it (Turkish unprefixed).
 */
import { SHIPPED_LOCALES } from "@/lib/i18n/routing";

export const SERVICE_PAGE_SLUGS = [
  "patent",
  "marka",
  "tasarim",
  "hukuki-danismanlik",
  "uluslararasi-tescil",
  "fikri-mulkiyet-danismanligi",
] as const;
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];

export const paths = {
  home: "/",
  about: "/kurumsal",
  services: "/hizmetler",
  team: "/ekibimiz",
  contact: "/iletisim",
  privacy: "/gizlilik-politikasi",
  terms: "/kullanim-kosullari",
  /** The privacy notice under KVKK art. 10 (Aydınlatma Metni), which the contact form links to. */
  notice: "/aydinlatma-metni",
  /**
   * A service page, in every language: the service presented, then the articles of its category in
   * that language (lib/site/services.ts says which category that is).
   */
  servicePage: (slug: ServicePageSlug) => `/${slug}`,
  /** A category's own address: its service's page instead when it belongs to one (see categoryPage). */
  category: (categorySlug: string) => `/${categorySlug}`,
  /**
   * Where a category is shown: its own address, or its service's page when it belongs to a service
   * (its own address then redirects there permanently: app/[locale]/[category]/page.tsx). Links,
   * breadcrumbs, hreflang and the sitemap point here, so none of them goes through the redirect.
   */
  categoryPage: (category: { slug: string; service?: ServicePageSlug | null }) =>
    category.service ? `/${category.service}` : `/${category.slug}`,
  topic: (categorySlug: string, topicSlug: string) => `/${categorySlug}/${topicSlug}`,
  /** A member's card on the team page. */
  teamMember: (memberId: number): string => `${paths.team}#${teamMemberAnchor(memberId)}`,
  /** The site search's results (?q=): kept out of the sitemap and not indexed (app/[locale]/ara). */
  search: "/ara",
} as const;

/** The search's query parameter (the header's form and the results page). */
export const SEARCH_QUERY_PARAMETER = "q";

/** A member's card on the team page (paths.team): its element id, the fragment that links to it. */
export const teamMemberAnchor = (memberId: number) => `member-${memberId}`;

/** The fixed pages: the four info pages of the header and the three legal pages of the footer. */
export const STATIC_PAGES = [
  paths.about,
  paths.services,
  paths.team,
  paths.contact,
  paths.privacy,
  paths.terms,
  paths.notice,
] as const;
export type StaticPagePath = (typeof STATIC_PAGES)[number];

/**
 * First path segments that are never category slugs: the fixed pages, the admin's and the API's, and
 * the shipped languages' prefixes (their home pages). A language the firm adds is checked against
 * the Turkish categories' slugs when either is saved (lib/categories/mutations.ts,
 * lib/languages/mutations.ts): only an unprefixed address can be shadowed by its prefix. A service's
 * slug is not among them: the category at a service's address is that service's category, shown on
 * its page.
 */
// Pure, so a browser bundle that never asks (the header's links import this module) drops the list.
const RESERVED_SEGMENTS: readonly string[] = /* @__PURE__ */ (() => [
  ...STATIC_PAGES.map((path) => path.slice(1)),
  paths.search.slice(1),
  "admin",
  "api",
  ...SHIPPED_LOCALES,
])();
export const isReservedSegment = (segment: string): boolean => RESERVED_SEGMENTS.includes(segment);

export type PublicPage =
  | { kind: "home" }
  | { kind: "static"; path: StaticPagePath }
  | { kind: "category"; categorySlug: string }
  | { kind: "topic"; categorySlug: string; topicSlug: string };

/** Which page a path (without its language prefix) names. */
export function parsePublicPath(path: string): PublicPage {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) return { kind: "home" };
  const [first, second] = segments as [string, string | undefined];
  const staticPage = STATIC_PAGES.find((page) => page === `/${first}`);
  if (staticPage) return { kind: "static", path: staticPage };
  if (isReservedSegment(first)) return { kind: "home" };
  if (second === undefined) return { kind: "category", categorySlug: first };
  return { kind: "topic", categorySlug: first, topicSlug: second };
}

export function pathOf(page: PublicPage): string {
  switch (page.kind) {
    case "home":
      return paths.home;
    case "static":
      return page.path;
    case "category":
      return paths.category(page.categorySlug);
    case "topic":
      return paths.topic(page.categorySlug, page.topicSlug);
  }
}

/**
 * The language switch (app/api/language): stores the choice and redirects to this page's version in
 * `to`, or to that language's home with a notice when it has none. A plain link, under the base path.
 */
export function languageSwitchHref(basePath: string, to: string, from: string, path: string): string {
  return `${basePath}/api/language?${new URLSearchParams({ to, from, path })}`;
}

/** The query the switch adds when the page has no version in the chosen language (the page shows a notice). */
export const UNTRANSLATED_NOTICE = { name: "notice", value: "untranslated" } as const;
