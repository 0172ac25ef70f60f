import { cacheTags } from "@/lib/cache-tags";
import type { ChangeEvent } from "@/lib/database/change-events";
import { heldValue } from "@/lib/live/held-value";
import { findLanguages } from "./queries";
import type { Language } from "./schema";

/**
 * The languages, held in this process's memory for the proxy (lib/live/held-value.ts): deciding a
 * visitor's language on every request costs no query and no cache lookup. Loaded at start, again
 * after every language change heard of, from any instance.
 */
const languages = heldValue<Language[]>("Languages", cacheTags.languages, () => findLanguages());

/** The last known languages; null before the first load (the proxy then reads them the slow way). */
export const knownLanguages = (): Language[] | null => languages.known();

export const followLanguages = (): Promise<() => void> => languages.follow();

/** Reads them again (the change listener reconnected: a change may have been missed). */
export const reloadLanguages = (): Promise<Language[] | null> => languages.reload();

/** Resolves once the languages reflect every change heard so far (a browser told of one loads the page again). */
export const languagesSettled = (): Promise<void> => languages.settled();

export const changesLanguages = (event: Pick<ChangeEvent, "tags">): boolean => languages.changedBy(event);
