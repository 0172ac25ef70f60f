import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { uploadMedia } from "@/lib/media/mutations";
import { prepareUpload, type PreparedFile } from "@/lib/media/process";
import { written } from "./write";

/** Files the media library's tests upload: made here, byte by byte or with sharp, never read from disk. */

/**
 * A camera's JPEG: 60×40 stored sideways (EXIF orientation 6: shown 40×60), its left half red and
 * right half blue (shown: red on top), with a copyright and a GPS position in its EXIF.
 */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp(await halves(60, 40, "#ff0000", "#0000ff"))
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: "Ofis 2026" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 11/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "29/1 3/1 0/1" },
    })
    .toBuffer();
}

/** EXIF's GPSInfo tag (0x8825), as a little-endian EXIF block spells it: the pointer to the GPS position. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A width×height PNG, its left half one colour and its right half another. */
export async function halves(width: number, height: number, left: string, right: string): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: left } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .png()
    .toBuffer();
}

export const solidJpeg = (width: number, height: number, background = "#336699") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A PNG whose header says width×height, with a few bytes of pixels: a decompression bomb's shape. */
export function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PDF of exactly `size` bytes (its header, then padding a reader skips). */
export function pdfOfSize(size: number): Buffer {
  const start = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const end = Buffer.from("\n%%EOF\n");
  return Buffer.concat([start, Buffer.alloc(size - start.length - end.length, 0x20), end]);
}

export const smallPdf = () => pdfOfSize(2_000);

/** A file prepared as an upload is, which the test expects accepted. */
export async function prepared(bytes: Uint8Array, name: string): Promise<PreparedFile> {
  const result = await prepareUpload(bytes, name);
  if ("refused" in result) throw new Error(`${name} was refused: ${result.refused}`);
  return result;
}

/** A file kept in the library through the write path, as an upload keeps it. */
export async function uploaded(db: PrismaClient, bytes: Uint8Array, name: string) {
  return (await written(db, uploadMedia(await prepared(bytes, name)))).value;
}

/** The mean red, green and blue of an image's pixels. */
export async function meanColour(bytes: Uint8Array): Promise<{ red: number; green: number; blue: number }> {
  const { channels } = await sharp(bytes).stats();
  return { red: channels[0]!.mean, green: channels[1]!.mean, blue: channels[2]!.mean };
}

/** An animated GIF of `frames` square frames of `side` pixels, each of its own colour (the encoder merges equal ones). */
export async function animatedGif(side: number, frames: number): Promise<Buffer> {
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({
        create: { width: side, height: side, channels: 3, background: { r: index * 20, g: 100, b: 255 - index * 20 } },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pictures, { join: { animated: true } })
    .gif()
    .toBuffer();
}
