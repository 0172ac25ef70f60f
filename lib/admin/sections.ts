import { ADMIN_RECORD_SECTIONS, type EntitySections } from "@/lib/database/entity-registry";
import { PAGE_SECTIONS, type AdminSection } from "./paths";

/**
 * The admin's tabs and record sections, read from the entity registry
 * (lib/database/entity-registry.ts): an entity with an `admin` section gets a tab, in the place its
 * `tab` number gives it among the pages that list no entity. Server-side only: the registry
 * reaches the database's modules.
 */
const TABS: readonly { key: AdminSection; tab: number }[] = [
  ...PAGE_SECTIONS,
  ...ADMIN_RECORD_SECTIONS.map(({ section, tab }) => ({ key: section, tab })),
];

export const ADMIN_SECTIONS = TABS.toSorted((a, b) => a.tab - b.tab).map(({ key }) => ({ key, page: `/${key}` }));

/** The section that lists each entity's records (the spec's "contents" are topics). */
export const ENTITY_SECTIONS = Object.fromEntries(
  ADMIN_RECORD_SECTIONS.map(({ entity, section }) => [entity, section]),
) as EntitySections;
