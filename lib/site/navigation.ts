import { paths } from "./paths";

/**
 * The five main links of the header and the footer, by message key. The header's links are drawn in
 * the browser, so this module imports no more than the paths: the services' (lib/site/services.ts)
 * would be sent with every page.
 */
export const NAV_ITEMS = [
  { key: "home", href: paths.home },
  { key: "about", href: paths.about },
  { key: "services", href: paths.services },
  { key: "team", href: paths.team },
  { key: "contact", href: paths.contact },
] as const;
