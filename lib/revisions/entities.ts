import type { RecordSection } from "@/lib/admin/paths";
import { PUBLISHED_ENTITIES, type PublishedEntity } from "@/lib/publishing/intent";

/** Where the admin edits each entity with a history: its section, and so its list and form. */
export const SECTION_OF: Record<PublishedEntity, RecordSection> = {
  category: "categories",
  topic: "contents",
  teamMember: "team",
};

export const isPublishedEntity = (value: unknown): value is PublishedEntity =>
  typeof value === "string" && (PUBLISHED_ENTITIES as readonly string[]).includes(value);

/** The admin page (without language) of an item's form, and of its history. */
export const editPage = (entity: PublishedEntity, id: number) => `/${SECTION_OF[entity]}/${id}`;
export const historyPage = (entity: PublishedEntity, id: number) => `/history/${entity}/${id}`;
/** One revision in its item's history: its element's id, the fragment that links to it. */
export const revisionAnchor = (revisionId: number) => `revision-${revisionId}`;
export const revisionPage = (entity: PublishedEntity, id: number, revisionId: number) =>
  `${historyPage(entity, id)}#${revisionAnchor(revisionId)}`;

/** How long a deleted item can be brought back; its history is pruned after that. */
export const DELETED_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const deletedSince = (now: Date) => new Date(now.getTime() - DELETED_KEPT_DAYS * DAY_MS);
