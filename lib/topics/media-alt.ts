import type { DbTransaction } from "@/lib/db";
import { refuse, type Refusal } from "@/lib/database/write";
import { libraryFigures } from "@/lib/media/article";
import { pictureAlt } from "@/lib/media/picture";
import { storedTexts } from "@/lib/media/schema";
import { sanitizeRichText } from "@/lib/text/rich-text";

/**
 * A topic's library images must each say what they show in the topic's language: the figure's own
 * alt text, or the library's for that language, unless the file is marked decorative. The editor's
 * dialog asks for it; this is the rule itself, for every save (the admin's form, a working copy, the
 * REST API), read inside the save's transaction so a file changed meanwhile counts as it is now. A
 * figure whose file is gone or is no image shows no picture (lib/media/article.ts): nothing to describe.
 */
export async function imageAltRefusal(tx: DbTransaction, body: string, languageCode: string): Promise<Refusal | null> {
  // Most bodies hold no library figure: they are not sanitized a second time to find none.
  if (!/data-media-id/i.test(body)) return null;
  const figures = libraryFigures(sanitizeRichText(body)).filter(({ alt }) => alt.trim() === "");
  if (figures.length === 0) return null;
  const files = await tx.mediaFile.findMany({
    where: { id: { in: [...new Set(figures.map(({ id }) => id))] }, kind: "image" },
    select: { decorative: true, texts: true },
  });
  const undescribed = files.some(
    (file) => pictureAlt({ ...file, texts: storedTexts(file.texts) }, languageCode) === "" && !file.decorative,
  );
  return undescribed ? refuse("invalid", { body: "imageAltMissing" }) : null;
}
