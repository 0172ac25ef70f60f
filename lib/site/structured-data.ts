import { SOCIAL_NETWORKS, type TeamMember } from "@/lib/team-members/schema";
import { firmDate } from "@/lib/contact-messages/firm-time";
import { FIRM } from "./firm";
import { paths } from "./paths";
import { absoluteUrl } from "./url";

/** schema.org objects for the JSON-LD of public pages. */
export function organizationSchema(description: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["LegalService", "Organization"],
    name: FIRM.name,
    legalName: FIRM.legalName,
    description,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl("/logo.svg"),
    image: absoluteUrl("/logo.svg"),
    email: FIRM.emails[0],
    telephone: FIRM.phones[0],
    foundingDate: String(FIRM.foundingYear),
    sameAs: [FIRM.linkedin],
    address: {
      "@type": "PostalAddress",
      streetAddress: FIRM.street,
      addressLocality: FIRM.city,
      addressRegion: FIRM.district,
      postalCode: FIRM.postalCode,
      addressCountry: FIRM.countryCode,
    },
    areaServed: "TR",
    knowsAbout: ["Patent", "Trademark", "Industrial design", "Copyright", "Intellectual property law"],
  };
}

export function breadcrumbSchema(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Who last reviewed an article, as its JSON-LD names them: their team card's address when the page's team shows one. */
export interface ArticleReviewer {
  name: string;
  url: string | null;
}

/**
 * A topic as a schema.org Article. The firm is its author (it answers for every article); the team
 * member who last checked it legally is `reviewedBy`, with `lastReviewed` the day of that review.
 */
export function articleSchema(article: {
  title: string;
  description: string;
  url: string;
  keywords: string[];
  updatedAt: Date;
  publishedAt?: Date | null;
  reviewedAt?: Date | null;
  reviewer?: ArticleReviewer | null;
  language: string;
}) {
  const firm = { "@type": "Organization", name: FIRM.name, url: absoluteUrl(paths.home) };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.language,
    keywords: article.keywords.join(", "),
    ...(article.publishedAt ? { datePublished: article.publishedAt.toISOString() } : {}),
    dateModified: article.updatedAt.toISOString(),
    author: firm,
    publisher: {
      "@type": "Organization",
      name: FIRM.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") },
    },
    ...(article.reviewedAt ? { lastReviewed: firmDate(article.reviewedAt) } : {}),
    ...(article.reviewer
      ? {
          reviewedBy: {
            "@type": "Person",
            name: article.reviewer.name,
            ...(article.reviewer.url ? { url: article.reviewer.url } : {}),
            worksFor: firm,
          },
        }
      : {}),
  };
}
/** schema.org Person entries for the team page's JSON-LD. */
export function teamPersonsSchema(members: TeamMember[]) {
  const worksFor = { "@type": "Organization", name: FIRM.name, url: absoluteUrl(paths.home) };
  return {
    "@context": "https://schema.org",
    "@graph": members.map((member) => ({
      "@type": "Person",
      name: member.name,
      jobTitle: member.title,
      description: member.shortDescription || undefined,
      image: member.image ? absoluteUrl(member.image) : undefined,
      worksFor,
      knowsAbout: member.expertise.length > 0 ? member.expertise : undefined,
      sameAs: sameAsOf(member),
    })),
  };
}

function sameAsOf(member: TeamMember): string[] | undefined {
  const profiles = SOCIAL_NETWORKS.flatMap((network) => member.social[network] ?? []);
  return profiles.length > 0 ? profiles : undefined;
}
