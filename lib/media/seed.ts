import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { WriteOperation } from "@/lib/database/write";
import { uploadMedia } from "./mutations";
import { prepareUpload } from "./process";
import { MEDIA_PLACEMENTS, mediaTextsSchema } from "./schema";
import { stableMediaPath } from "./urls";

/**
 * The demo site's pictures (content/seed/media/media.json): the home page's illustration, an
 * article's and the team's portraits, drawn as SVG in the repository (no photo can ship with it,
 * nothing is downloaded) and turned into ordinary library files here, as an upload would be: the
 * firm replaces each with its own in the library, at the same address. A file already there (by
 * its name) is kept.
 */
const SEED_MEDIA_FOLDER = path.join(import.meta.dirname, "..", "..", "content", "seed", "media");

const seedMediaSchema = z.array(
  z.strictObject({
    key: z.string().regex(/^[a-z0-9-]+$/),
    source: z.string().regex(/^[a-z0-9-]+\.svg$/),
    format: z.enum(["jpeg", "png"]),
    placement: z.enum(MEDIA_PLACEMENTS).optional(),
    /** The team member (their seed key) whose portrait it is, in every language. */
    teamMember: z.string().optional(),
    focalX: z.number().min(0).max(1).default(0.5),
    focalY: z.number().min(0).max(1).default(0.5),
    texts: mediaTextsSchema,
  }),
);

type Seeder = <Value>(operation: WriteOperation<z.ZodType, Value>) => Promise<Value>;

/** The seeded files by key (their ids and stable addresses), and each portrait's address by its member's key. */
export interface SeededMedia {
  files: Map<string, { id: number; path: string }>;
  portraits: Map<string, string>;
}

export async function seedMedia(db: PrismaClient, seed: Seeder): Promise<SeededMedia> {
  const entries = seedMediaSchema.parse(JSON.parse(readFileSync(path.join(SEED_MEDIA_FOLDER, "media.json"), "utf8")));
  const seeded: SeededMedia = { files: new Map(), portraits: new Map() };
  for (const entry of entries) {
    const fileName = `${entry.key}.${entry.format === "jpeg" ? "jpg" : "png"}`;
    // Kept by its name whatever it holds now (a replaced file keeps its name with its new
    // extension), and a place the office gave another file is left to it.
    const named = { fileName: { startsWith: `${entry.key}.` } };
    const media =
      (await db.mediaFile.findFirst({
        where: entry.placement ? { OR: [named, { placement: entry.placement }] } : named,
        select: { id: true, addressKey: true, fileName: true },
      })) ?? (await seedOne(seed, entry, fileName));
    seeded.files.set(entry.key, { id: media.id, path: stableMediaPath(media) });
    if (entry.teamMember) seeded.portraits.set(entry.teamMember, stableMediaPath(media));
  }
  return seeded;
}

/**
 * An article's body with its pictures' places filled in: `{{media-id:<key>}}` and
 * `{{media-path:<key>}}` in a seed article name a seeded file, whose id a database gives it.
 */
export function withSeededMedia(body: string, seeded: SeededMedia): string {
  return body.replace(/\{\{media-(id|path):([a-z0-9-]+)\}\}/g, (_, part: "id" | "path", key: string) => {
    const media = seeded.files.get(key);
    if (!media) throw new Error(`A seed article names the picture "${key}", which content/seed/media/media.json lacks`);
    return part === "id" ? String(media.id) : media.path;
  });
}

async function seedOne(
  seed: Seeder,
  { source, format, placement, focalX, focalY, texts }: z.output<typeof seedMediaSchema>[number],
  fileName: string,
) {
  const drawing = sharp(readFileSync(path.join(SEED_MEDIA_FOLDER, source)));
  const bytes = await (format === "jpeg" ? drawing.jpeg({ quality: 92 }) : drawing.png()).toBuffer();
  const prepared = await prepareUpload(bytes, fileName);
  if ("refused" in prepared) throw new Error(`The seed's ${source} was refused: ${prepared.refused}`);
  return seed(uploadMedia({ ...prepared, focalX, focalY, texts, placement }));
}
