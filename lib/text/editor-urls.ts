/** What the editor lets an admin link to and embed; the server's sanitizer enforces the same. */
export const LINK_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
/** An image: http(s), a raster data URL, or a path on this site (`/logo.svg`, `/media/12/x.jpg`), never `//host`. */
export const IMAGE_URL = /^(https?:\/\/|data:image\/(png|jpe?g|gif|webp);base64,|\/(?![/\\]))/i;

export const isAllowedLink = (url: string) => LINK_URL.test(url.trim());
export const isAllowedImage = (url: string) => IMAGE_URL.test(url.trim());

/** The editor's undo history keeps 100 steps, grouping typing within 1000 ms. */
export const UNDO_HISTORY = { depth: 100, newGroupDelay: 1000 } as const;
