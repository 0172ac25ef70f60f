import { FIRM } from "@/lib/site/firm";
import { absoluteUrl } from "@/lib/site/url";

/** schema.org objects for the JSON-LD of public pages. */
export function organizationSchema(description: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["LegalService", "Organization"],
    name: FIRM.name,
    legalName: FIRM.legalName,
    description,
    url: absoluteUrl("/"),
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
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

export function articleSchema(article: { title: string; description: string; url: string; keywords: string[]; updatedAt: Date; language: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.language,
    keywords: article.keywords.join(", "),
    dateModified: article.updatedAt.toISOString(),
    author: { "@type": "Organization", name: FIRM.name, url: absoluteUrl("/") },
    publisher: { "@type": "Organization", name: FIRM.name, logo: { "@type": "ImageObject", url: absoluteUrl("/logo.svg") } },
  };
}
