/** The legal documents, each under its own key of the "Legal" messages: "notice" is the KVKK Aydınlatma Metni. */
export type LegalDocument = "privacy" | "terms" | "notice";

export type LegalBlock = { kind: "paragraph"; key: string } | { kind: "list"; key: string; items: string[] };
export interface LegalSection {
  key: string;
  blocks: LegalBlock[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The outline of a document's "sections" message: for each section (in message order) the keys
 * of its paragraphs and lists. Only the keys are read here; the texts are rendered through
 * next-intl so placeholders and tags work. Anything that is not a titled section is skipped.
 */
export function legalSections(raw: unknown): LegalSection[] {
  if (!isRecord(raw)) return [];
  const sections: LegalSection[] = [];
  for (const [key, section] of Object.entries(raw)) {
    if (!isRecord(section) || typeof section.title !== "string") continue;
    const blocks: LegalBlock[] = [];
    for (const [blockKey, value] of Object.entries(section)) {
      if (blockKey === "title") continue;
      if (typeof value === "string") blocks.push({ kind: "paragraph", key: blockKey });
      else if (isRecord(value)) {
        const items = Object.keys(value).filter((item) => typeof value[item] === "string");
        if (items.length > 0) blocks.push({ kind: "list", key: blockKey, items });
      }
    }
    sections.push({ key, blocks });
  }
  return sections;
}
