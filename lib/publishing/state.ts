/**
 * Where an item stands, as the lists show and filter it: never published or taken off the site
 * ("draft"), on the site as saved ("published"), on the site with a working copy waiting
 * ("changed"), or waiting for the scheduler to publish it ("scheduled").
 */
export const PUBLICATION_STATES = ["draft", "published", "changed", "scheduled"] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export interface PublicationColumns {
  isActive: boolean;
  /** The working copy of a published item (null: none). */
  draft: unknown;
  publishAt: Date | null;
  /** When the scheduler takes it off the site. */
  unpublishAt?: Date | null;
}

export function publicationState(row: PublicationColumns): PublicationState {
  if (row.publishAt) return "scheduled";
  if (!row.isActive) return "draft";
  return row.draft === null || row.draft === undefined ? "published" : "changed";
}
