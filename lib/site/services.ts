/**
 * The firm's services as the public pages present them: the six cards of /hizmetler and their six
 * pages, and the four service areas of /kurumsal, the home page and the footer. Texts live in the
 * "Services" messages under these keys; this module only fixes which services exist and where
 * they link.
 */

import { paths, SERVICE_PAGE_SLUGS, type ServicePageSlug } from "./paths";

export { SERVICE_PAGE_SLUGS, type ServicePageSlug };

export function isServicePageSlug(slug: string): slug is ServicePageSlug {
  return (SERVICE_PAGE_SLUGS as readonly string[]).includes(slug);
}

/**
 * The language whose category at a service's address is that service's category everywhere: the
 * addresses are Turkish words (/patent, /marka…), and its versions in the other languages (sharing its
 * translationKey, lib/counterparts) are the service's categories there.
 */
export const SERVICE_SOURCE_LANGUAGE = "tr";

/** A Turkish category at a service's address, as the other languages' categories find their service by it. */
export interface ServiceAnchor {
  slug: string;
  translationKey: string | null;
}

/**
 * Which service each category of one language belongs to: the one whose address is its own slug,
 * else the one whose Turkish category it is a version of, unless a category of the language takes
 * that service's address itself (its own slug wins: no category is hidden behind another's page).
 * A category belongs to at most one service and a service has at most one category per language, as
 * a language holds one version of a Turkish category and one category per slug.
 */
export function servicesOf<Category extends { slug: string; translationKey: string | null }>(
  categories: readonly Category[],
  anchors: readonly ServiceAnchor[],
): (Category & { service: ServicePageSlug | null })[] {
  const ownAddress = new Set(categories.map((category) => category.slug).filter(isServicePageSlug));
  const byKey = new Map(
    anchors.flatMap((anchor) =>
      anchor.translationKey && isServicePageSlug(anchor.slug) && !ownAddress.has(anchor.slug)
        ? [[anchor.translationKey, anchor.slug] as const]
        : [],
    ),
  );
  return categories.map((category) => ({
    ...category,
    service: isServicePageSlug(category.slug) ? category.slug : (byKey.get(category.translationKey ?? "") ?? null),
  }));
}

export const SERVICE_KEYS = ["patent", "trademark", "design", "legal", "international", "consulting"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** The message key (Services.pages.<key>, Services.cards.<key>) of each service page. */
export const SERVICE_PAGE_KEY: Record<ServicePageSlug, ServiceKey> = {
  patent: "patent",
  marka: "trademark",
  tasarim: "design",
  "hukuki-danismanlik": "legal",
  "uluslararasi-tescil": "international",
  "fikri-mulkiyet-danismanligi": "consulting",
};

/** Every service has a page of its own: its address by the service's message key. */
export function servicePagePath(key: ServiceKey): string {
  const slug = SERVICE_PAGE_SLUGS.find((candidate) => SERVICE_PAGE_KEY[candidate] === key);
  if (!slug) throw new Error(`The service "${key}" has no page in SERVICE_PAGE_SLUGS`);
  return paths.servicePage(slug);
}

/** The four service areas of the about page, in the spec's order. */
export const SERVICE_AREAS = ["patent", "trademark", "design", "legal"] as const satisfies readonly ServiceKey[];

/** The four service areas' pages, as the footer and the home page's blurbs link them. */
export const SERVICE_LINKS = SERVICE_AREAS.map((key) => ({ key, href: servicePagePath(key) }));

/** Message keys of a card's three bullet points. */
export const SERVICE_BULLETS = ["b1", "b2", "b3"] as const;
/** Message keys of a service page's "what we do" list and of its process steps. */
export const SERVICE_PAGE_POINTS = ["w1", "w2", "w3", "w4", "w5"] as const;
export const SERVICE_PAGE_STEPS = ["s1", "s2", "s3", "s4"] as const;
