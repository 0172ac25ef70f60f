import type { MediaTexts } from "./schema";

/** A library file as the body editor inserts it (lib/media/alt-actions.ts reads it). Client-safe. */
export interface EditorMedia {
  id: number;
  fileName: string;
  kind: string;
  /** The stable address (`/media/12/name.jpg`), without the site's base path. */
  url: string;
  width: number | null;
  height: number | null;
  decorative: boolean;
  texts: MediaTexts;
  /** The version read (ms), for saving an alt text without overwriting someone's change. */
  updatedAt: number;
}
