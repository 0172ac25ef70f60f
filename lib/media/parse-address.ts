import { currentVariantPath, type Variant } from "./urls";

/**
 * The library's addresses read back (./urls.ts writes them): which file an address names, for the
 * server's routes and the admin's forms and lists. Apart from ./urls.ts because the public pages'
 * code builds addresses but never reads one, and a module the admin's browser code shares with
 * theirs is sent to every visitor with all that either side uses.
 */

/** The first segment of a file's addresses, read: its id and address key. */
export function parseFileSegment(segment: string): { id: number; addressKey: string } | null {
  const match = /^([1-9]\d{0,8})-([0-9a-f]{12})$/.exec(segment);
  return match ? { id: Number(match[1]), addressKey: match[2]! } : null;
}

/** The file an address names (`/media/12-…/…`, with or without the site's base path), if it is one. */
function fileNamedBy(address: string, basePath: string): { id: number; addressKey: string } | null {
  const path = basePath && address.startsWith(basePath) ? address.slice(basePath.length) : address;
  return parseFileSegment(/^\/media\/([^/]+)\//.exec(path)?.[1] ?? "");
}

/** The library file an address names, if it is one. */
export const mediaIdOf = (address: string, basePath = ""): number | null => fileNamedBy(address, basePath)?.id ?? null;

/** The current variant of the file a stable address names (an admin list that holds only the address), if it names one. */
export function currentVariantOf(address: string, variant: Variant, basePath = ""): string | null {
  const file = fileNamedBy(address, basePath);
  return file ? currentVariantPath(file, variant) : null;
}
