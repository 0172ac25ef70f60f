import type { DbTransaction } from "@/lib/db";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { parsePublicPath } from "@/lib/site/paths";
import { isServicePageSlug } from "@/lib/site/services";
import { chainEnd } from "./paths";

/**
 * The rules every stored redirect keeps, whoever makes it (a slug change, an administrator, an
 * import of one): it never answers an address where a page is (a live page wins; a redirect
 * shadowing one is refused, or removed when the page comes back), it reaches its target in one hop
 * (a target that is itself redirected is followed, and the redirects leading to its source are
 * pointed past it), and it never loops.
 */
export const REDIRECT_ORIGINS = ["slug", "manual", "deletion"] as const;
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number];

/** First segments of addresses that are files or programs, never pages a redirect may take. */
const NOT_PAGES = new Set(["api", "_next", "media", "admin"]);

/** Whether a page of the site answers this path now (what a redirect from it would hide). */
export async function isLivePath(tx: DbTransaction, path: string): Promise<boolean> {
  const segments = path.split("/").filter(Boolean);
  const [first = ""] = segments;
  if (NOT_PAGES.has(first)) return true;
  const prefixed = first !== "" && (await tx.language.count({ where: { code: first } })) > 0;
  const languageCode = prefixed ? first : DEFAULT_LOCALE;
  const rest = prefixed ? segments.slice(1) : segments;
  if (rest.length > 2) return false;
  const page = parsePublicPath(`/${rest.join("/")}`);
  if (page.kind === "home" || page.kind === "static") return true;
  const categorySlug = decodeURIComponent(page.categorySlug);
  if (page.kind === "category") {
    if (isServicePageSlug(categorySlug)) return true;
    return (await tx.category.count({ where: { languageCode, slug: categorySlug, isActive: true } })) > 0;
  }
  const topics = await tx.topic.count({
    where: {
      languageCode,
      slug: decodeURIComponent(page.topicSlug),
      isActive: true,
      category: { slug: categorySlug, isActive: true },
    },
  });
  return topics > 0;
}

export type SaveOutcome = { saved: { id: number; toPath: string } } | { refused: "loop" | "shadowsPage" };

/** The target of the redirect answering `path`, if one does (`except`: the one being edited). */
async function storedTarget(tx: DbTransaction, path: string, except?: number): Promise<string | null> {
  const found = await tx.redirect.findUnique({ where: { fromPath: path }, select: { id: true, toPath: true } });
  return found && found.id !== except ? found.toPath : null;
}

/**
 * Stores a redirect from `from` to `to` under the rules above: with `id`, that redirect changed; a
 * slug change's replaces any earlier one from the same address, a person's is new (a taken source is
 * the unique index's refusal).
 */
export async function storeRedirect(
  tx: DbTransaction,
  { from, to, origin, id }: { from: string; to: string; origin: RedirectOrigin; id?: number },
): Promise<SaveOutcome> {
  if (await isLivePath(tx, from)) return { refused: "shadowsPage" };
  const end = await chainEnd(from, to, (path) => storedTarget(tx, path, id));
  if ("loop" in end) return { refused: "loop" };
  const data = { fromPath: from, toPath: end.to, origin };
  const saved =
    id !== undefined
      ? await tx.redirect.update({ where: { id }, data, select: { id: true, toPath: true } })
      : origin === "manual"
        ? await tx.redirect.create({ data, select: { id: true, toPath: true } })
        : await tx.redirect.upsert({
            where: { fromPath: from },
            create: data,
            update: { toPath: end.to, origin },
            select: { id: true, toPath: true },
          });
  // One hop for everyone: those that led here now lead where this leads.
  await tx.redirect.updateMany({ where: { toPath: from, id: { not: saved.id } }, data: { toPath: end.to } });
  return { saved };
}

/** Removes the redirects from addresses where a page now is: the page wins. Whether any went. */
export async function dropShadowingRedirects(tx: DbTransaction, livePaths: readonly string[]): Promise<boolean> {
  if (livePaths.length === 0) return false;
  const { count } = await tx.redirect.deleteMany({ where: { fromPath: { in: [...livePaths] } } });
  return count > 0;
}
