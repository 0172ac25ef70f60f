import type { RowListKey } from "@/lib/database/entity-registry";

/**
 * What one import accepts. The import is one transaction, bounded in time by the write path
 * (TRANSACTION_LIMITS), and reads the whole file into memory: a file past these limits is refused
 * before it is parsed (its size) or checked item by item (its counts), with a line naming the limit,
 * instead of running for minutes and gigabytes into the database's time limit. Each limit is far
 * above what this site holds (a few languages, dozens of articles, some hundred interface texts per
 * language) and small enough that a file at the translations' limit imports within that time on a
 * busy machine (5,000 took about 5 s with the machine's two cores fully loaded).
 *
 * The file's size is the media library's (its files travel in base64, 4/3 of their size): 256 MB
 * carries about 190 MB of files, a library of some hundred photos and PDFs. A 267 MB file of 200 MB
 * of PDFs imported in 5 s (under 2 s reading and checking every file's hash, 2 s writing), with the
 * command's memory peaking at 1.2 GB: about 4.5 times the file, as its text, the parsed items and
 * their decoded bytes are held at once; exporting it took 8 s and peaked at 2.0 GB. Twice that
 * would ask 4 GB of a small server and come within a few MB of the longest string Node can hold
 * (512 MB), which the file is read into and written from.
 */
export const MAX_IMPORT_FILE_BYTES = 256 * 1024 * 1024;

export const MAX_IMPORT_ITEMS: Record<RowListKey, number> = {
  languages: 50,
  categories: 1_000,
  topics: 2_000,
  teamMembers: 500,
  translations: 5_000,
  media: 2_000,
  redirects: 10_000,
};

const count = (value: number) => value.toLocaleString("en-US");
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "the file is 812.4 MB; an import reads at most 64.0 MB", or undefined within the limit. */
export function fileSizeProblem(bytes: number): string | undefined {
  if (bytes <= MAX_IMPORT_FILE_BYTES) return undefined;
  return `the file is ${megabytes(bytes)}; an import reads at most ${megabytes(MAX_IMPORT_FILE_BYTES)}`;
}

/** "translations: the file holds 200,000; an import takes at most 5,000" for each list past its limit. */
export function itemCountProblems(json: unknown): string[] {
  if (typeof json !== "object" || json === null) return [];
  const lists = json as Partial<Record<RowListKey, unknown>>;
  return Object.entries(MAX_IMPORT_ITEMS).flatMap(([key, limit]) => {
    const items = lists[key as RowListKey];
    return Array.isArray(items) && items.length > limit
      ? [`${key}: the file holds ${count(items.length)}; an import takes at most ${count(limit)}`]
      : [];
  });
}
