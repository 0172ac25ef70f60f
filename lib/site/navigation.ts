import { paths, SERVICE_PAGE_SLUGS } from "./paths";
import { SERVICE_PAGE_KEY } from "./services";

/** The five main links of the header and the footer, by message key. */
export const NAV_ITEMS = [
  { key: "home", href: paths.home },
  { key: "about", href: paths.about },
  { key: "services", href: paths.services },
  { key: "team", href: paths.team },
  { key: "contact", href: paths.contact },
] as const;

/** The footer's service links: each service's page, with its category's articles (lib/site/services.ts). */
export const SERVICE_LINKS = SERVICE_PAGE_SLUGS.map((slug) => ({
  key: SERVICE_PAGE_KEY[slug],
  href: paths.servicePage(slug),
}));
