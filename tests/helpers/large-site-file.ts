import { SITE_DATA_FORMAT, SITE_DATA_VERSION } from "@/lib/site-data/document";

/**
 * An export file of two languages and `translations` interface translations into English, each
 * with a source of its own (`run` makes them unique per test run): what a restore of a site with a
 * very large translation table, or a crafted file, would bring. Written as text, as a file is read.
 */
export function largeSiteFile(translations: number, run: string): string {
  const language = (id: number, code: string, name: string, isDefault: boolean) => ({
    id,
    code,
    name,
    nativeName: name,
    flag: code.toUpperCase(),
    isDefault,
    isActive: true,
    order: id,
  });
  const head = {
    format: SITE_DATA_FORMAT,
    version: SITE_DATA_VERSION,
    exportedAt: "2026-11-26T00:00:00.000Z",
    languages: [language(1, "tr", "Türkçe", true), language(2, "en", "English", false)],
    categories: [],
    topics: [],
    teamMembers: [],
  };
  const items: string[] = [];
  for (let id = 1; id <= translations; id++)
    items.push(
      JSON.stringify({
        id,
        languageCode: "en",
        source: `Çeviri ${run} ${id}: {name}`,
        text: `Translation ${run} ${id}: {name}`,
      }),
    );
  const maintenance = {
    isActive: false,
    title: "Bakım",
    message: "",
    estimatedTime: "",
    contactEmail: "",
    contactPhone: "",
  };
  const text = JSON.stringify(head);
  return `${text.slice(0, -1)},"translations":[${items.join(",\n")}],"maintenance":${JSON.stringify(maintenance)}}\n`;
}
