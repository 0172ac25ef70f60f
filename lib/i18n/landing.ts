import { findMenuCategory } from "@/lib/categories/queries";
import { cachedContentIndex, counterpartIn, type ContentIndex } from "@/lib/site/alternates";
import { parsePublicPath, pathOf, paths, UNTRANSLATED_NOTICE, type PublicPage } from "@/lib/site/paths";
import { prefixedPath, type Locale } from "./routing";

/**
 * Where the site sends a visitor it moves to another language (the language switch, a saved choice
 * or a default language met on an unprefixed URL, a prefix of an inactive language): the page's
 * counterpart there; where it has none, that language's home, saying so (the untranslated notice).
 * A visitor is never sent to a page that is not there, except that an address naming no page at all
 * stays the same address in the new language, whose 404 is in that language.
 */
export interface Landing {
  /** The path in `to`, prefixed as the router prefixes it, with no base path. */
  path: string;
  /** The page exists but has no version in `to`: its home tells the visitor. */
  untranslated: boolean;
}

/** The query the home shows its untranslated notice for. */
export const UNTRANSLATED_QUERY = `?${new URLSearchParams({ [UNTRANSLATED_NOTICE.name]: UNTRANSLATED_NOTICE.value })}`;

/**
 * @param path the unprefixed path the visitor asked for, in language `from`
 */
export async function landingFor(
  path: string,
  from: Locale,
  to: Locale,
  index: ContentIndex = cachedContentIndex,
): Promise<Landing> {
  const page = parsePublicPath(path);
  const counterpart = await counterpartIn(page, from, to, index);
  if (counterpart) return { path: prefixedPath(to, pathOf(counterpart)), untranslated: false };
  if (!(await existsIn(page, from, index))) return { path: prefixedPath(to, path), untranslated: false };
  return { path: prefixedPath(to, paths.home), untranslated: true };
}

/** Whether a category or topic page is there in `language` (home and fixed pages always are). */
async function existsIn(page: PublicPage, language: string, index: ContentIndex): Promise<boolean> {
  if (page.kind === "home" || page.kind === "static") return true;
  const category = findMenuCategory(await index.menu(language), page.categorySlug);
  if (!category || page.kind === "category") return Boolean(category);
  return (await index.topicAt(category.id, page.topicSlug)) !== null;
}
