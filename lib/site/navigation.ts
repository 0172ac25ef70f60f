import { paths } from "./paths";
import { SERVICE_AREAS, servicePagePath } from "./services";

/** The five main links of the header and the footer, by message key. */
export const NAV_ITEMS = [
  { key: "home", href: paths.home },
  { key: "about", href: paths.about },
  { key: "services", href: paths.services },
  { key: "team", href: paths.team },
  { key: "contact", href: paths.contact },
] as const;

/** The four service areas' pages, as the footer and the home page's blurbs link them (lib/site/services.ts). */
export const SERVICE_LINKS = SERVICE_AREAS.map((key) => ({ key, href: servicePagePath(key) }));
