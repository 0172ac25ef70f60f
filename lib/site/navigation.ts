/** The five main links of the header and the footer (spec 2), by message key and path. */
export const NAV_ITEMS = [
  { key: "home", href: "/" },
  { key: "about", href: "/kurumsal" },
  { key: "services", href: "/hizmetler" },
  { key: "team", href: "/ekibimiz" },
  { key: "contact", href: "/iletisim" },
] as const;

/** The footer's service links; each is a category of that slug where one exists, else a service page. */
export const SERVICE_LINKS = [
  { key: "patent", href: "/patent" },
  { key: "trademark", href: "/marka" },
  { key: "design", href: "/tasarim" },
  { key: "legal", href: "/hukuki-danismanlik" },
] as const;
