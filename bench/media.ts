import sharp from "sharp";
import { createApiTokenOperation } from "@/lib/api-tokens/mutations";
import { createPrismaClient } from "@/lib/db";
import { usualVariants, variantKey } from "@/lib/media/variants";
import { variantPath, type MediaAddressable } from "@/lib/media/urls";
import { benchWrite } from "./bench-site";

/**
 * The media library's legs of the bench. `measureUploads`: a 12-megapixel camera JPEG (4000×3000,
 * with EXIF) uploaded through the REST API as the library's drop zone sends it, three times: how
 * long until the upload is answered, until an article's picture (its 1280-wide AVIF and WebP) is
 * served, and until every usual variant is made in the background. `portraitVariant`: the address
 * of a seeded portrait's variant, whose throughput the bench measures beside the cached pages.
 */
export interface UploadTimes {
  /** The upload answered 201: the file is kept and its address works. */
  uploadedMs: number[];
  /** An article's picture served in both modern formats. */
  pictureServedMs: number[];
  /** Every usual variant made (widths and squares, three formats). */
  allVariantsMs: number[];
  variants: number;
  bytes: number;
}

const UPLOADS = 3;

/** A photo-like picture: soft gradients, shapes and grain, which compresses as a camera's does. */
async function cameraJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const shapes = Array.from({ length: 40 }, (_, index) => {
    const x = (index * 977 + seed * 131) % width;
    const y = (index * 613 + seed * 71) % height;
    return `<circle cx="${x}" cy="${y}" r="${120 + ((index * 37) % 400)}" fill="hsl(${(index * 47 + seed * 13) % 360} 45% 55%)" fill-opacity="0.5"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2b4f6e"/><stop offset="1" stop-color="#d9b37a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Bench", Model: "Camera 12MP", Copyright: "Bursa Patent" } })
    .toBuffer();
}

async function until(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("a media variant was not made within a minute");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function measureUploads(origin: string, databaseUrl: string): Promise<UploadTimes> {
  const db = createPrismaClient(databaseUrl);
  const times: UploadTimes = { uploadedMs: [], pictureServedMs: [], allVariantsMs: [], variants: 0, bytes: 0 };
  try {
    const { token } = await benchWrite(db, createApiTokenOperation({ name: `bench-media-${Date.now()}` }));
    for (let upload = 1; upload <= UPLOADS; upload++) {
      const photo = await cameraJpeg(upload + Date.now());
      times.bytes = photo.byteLength;
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `bench-${upload}.jpg`);
      const started = performance.now();
      const response = await fetch(`${origin}/api/media`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
      const { id } = (await response.json()) as { id: number };
      times.uploadedMs.push(Math.round(performance.now() - started));
      const media: MediaAddressable = await db.mediaFile.findUniqueOrThrow({ where: { id } });
      await Promise.all(
        (["avif", "webp"] as const).map(async (format) => {
          const served = await fetch(`${origin}${variantPath(media, { name: "w1280", format })}`);
          if (served.status !== 200) throw new Error(`a variant answered ${served.status}`);
          await served.arrayBuffer();
        }),
      );
      times.pictureServedMs.push(Math.round(performance.now() - started));
      const expected = usualVariants(media).length;
      times.variants = expected;
      const keys = usualVariants(media).map((variant) => variantKey(media, variant));
      await until(async () => (await db.mediaBlob.count({ where: { key: { in: keys } } })) === expected);
      times.allVariantsMs.push(Math.round(performance.now() - started));
    }
  } finally {
    await db.$disconnect();
  }
  return times;
}

/** A seeded team portrait's square WebP variant, as the team page's cards ask for it. */
export async function portraitVariant(databaseUrl: string): Promise<string> {
  const db = createPrismaClient(databaseUrl);
  try {
    const media = await db.mediaFile.findFirstOrThrow({ where: { fileName: "murat-aydin.jpg" } });
    return variantPath(media, { name: "s320", format: "webp" });
  } finally {
    await db.$disconnect();
  }
}
