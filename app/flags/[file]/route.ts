import { FLAG_IMAGE_COUNTRIES, readFlagImage } from "@/lib/languages/flag-images";

// Every flag is written into the build: served as a file, and any other name is a 404.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return [...FLAG_IMAGE_COUNTRIES].map((country) => ({ file: `${country}.svg` }));
}

/** A country's flag for the language switchers (components/shared/Flag.tsx). */
export async function GET(_request: Request, { params }: RouteContext<"/flags/[file]">) {
  const { file } = await params;
  const image = await readFlagImage(file.replace(/\.svg$/, ""));
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
