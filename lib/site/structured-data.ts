import { SOCIAL_NETWORKS, type TeamMember } from "@/lib/team-members/schema";
import { firmDate } from "@/lib/contact-messages/firm-time";
import type { FirmFacts } from "@/lib/firm-settings/facts";
import { paths } from "./paths";
import { absoluteUrl } from "./url";

/** schema.org objects for the JSON-LD of public pages, the firm's facts from its settings. */

/** The firm's node id: the pages' JSON-LD refer to the one LegalService by it. */
const firmId = () => `${absoluteUrl(paths.home)}#firm`;

export function organizationSchema(firm: FirmFacts, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["LegalService", "Organization"],
    "@id": firmId(),
    name: firm.name,
    legalName: firm.legalName,
    description,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl("/logo.svg"),
    image: absoluteUrl("/logo.svg"),
    email: firm.emails[0],
    telephone: firm.phones[0],
    foundingDate: String(firm.foundingYear),
    ...(firm.socialProfiles.length > 0 ? { sameAs: firm.socialProfiles } : {}),
    ...(firm.mapUrl ? { hasMap: firm.mapUrl } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: firm.street,
      addressLocality: firm.city,
      addressRegion: firm.district,
      postalCode: firm.postalCode,
      addressCountry: firm.countryCode,
    },
    ...(firm.openDays.length > 0
      ? {
          openingHoursSpecification: [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: firm.openDays,
              opens: firm.opensAt,
              closes: firm.closesAt,
            },
          ],
        }
      : {}),
    ...(firm.registrations.length > 0
      ? {
          identifier: firm.registrations.map((registration) => ({
            "@type": "PropertyValue",
            propertyID: `${registration.authority} ${registration.label}`,
            value: registration.number,
          })),
        }
      : {}),
    areaServed: "TR",
    knowsAbout: ["Patent", "Trademark", "Industrial design", "Copyright", "Intellectual property law"],
  };
}

/** /kurumsal as an AboutPage, /iletisim as a ContactPage: each about the firm, whose facts it carries. */
export function firmPageSchema(
  type: "AboutPage" | "ContactPage",
  page: { name: string; description: string; url: string; language: string },
  firm: FirmFacts,
  firmDescription: string,
) {
  const { "@context": context, ...organization } = organizationSchema(firm, firmDescription);
  return {
    "@context": context,
    "@type": type,
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: page.language,
    mainEntity: organization,
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

/** Who wrote or last reviewed an article, as its JSON-LD names them: their team card's address when the page's team shows one. */
export interface ArticlePerson {
  name: string;
  url: string | null;
}

/**
 * A topic as a schema.org Article. Its author is the team member who wrote it, else the firm (which
 * answers for every article); the member who last checked it legally is `reviewedBy`, with
 * `lastReviewed` the day of that review.
 */
export function articleSchema(article: {
  title: string;
  description: string;
  url: string;
  keywords: string[];
  updatedAt: Date;
  publishedAt?: Date | null;
  reviewedAt?: Date | null;
  author?: ArticlePerson | null;
  reviewer?: ArticlePerson | null;
  language: string;
  firmName: string;
}) {
  const firm = { "@type": "Organization", "@id": firmId(), name: article.firmName, url: absoluteUrl(paths.home) };
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
    author: article.author ? person(article.author, firm) : firm,
    publisher: {
      "@type": "Organization",
      name: article.firmName,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") },
    },
    ...(article.reviewedAt ? { lastReviewed: firmDate(article.reviewedAt) } : {}),
    ...(article.reviewer
      ? {
          reviewedBy: person(article.reviewer, firm),
        }
      : {}),
  };
}
/** A team member named by an article, working for the firm. */
const person = ({ name, url }: ArticlePerson, worksFor: object) => ({
  "@type": "Person",
  name,
  ...(url ? { url } : {}),
  worksFor,
});

/** schema.org Person entries for the team page's JSON-LD. */
export function teamPersonsSchema(members: TeamMember[], firmName: string) {
  const worksFor = { "@type": "Organization", "@id": firmId(), name: firmName, url: absoluteUrl(paths.home) };
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
