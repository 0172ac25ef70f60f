import { expect, test, type Browser } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { seededTopic } from "./helpers";

/**
 * Light pages: a Turkish page loads at most 60 KB of font, Latin and the Turkish letters
 * beyond it, both preloaded; Cyrillic only where Russian is shown; and no public page loads the
 * admin's code (the editor and its libraries) nor an ICU formatter. The JavaScript each page loads is reported.
 */
/** A font file's name without the build's hash ("inter_latin_wght"). */
const fontName = (url: string) => url.split("/").pop()!.split(".")[0]!;

interface Loaded {
  fonts: { file: string; bytes: number }[];
  scripts: { url: string; text: string; encoded: number }[];
}

/** A page opened once, in a page of its own, with what it loaded. */
async function load(browser: Browser, path: string): Promise<Loaded & { preloadedFonts: string[] }> {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  const loaded: Loaded = { fonts: [], scripts: [] };
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    // Its size is read from the page's resource timing: Chrome may drop a preloaded font's body once used.
    if (url.endsWith(".woff2")) loaded.fonts.push({ file: url, bytes: 0 });
    if (url.endsWith(".js"))
      reading.push(response.text().then((text) => void loaded.scripts.push({ url, text, encoded: 0 })));
  });
  const response = await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(reading);
  const sizes = await page.evaluate(() =>
    Object.fromEntries(
      performance.getEntriesByType("resource").map((entry) => [
        entry.name,
        {
          encoded: (entry as PerformanceResourceTiming).encodedBodySize,
          decoded: (entry as PerformanceResourceTiming).decodedBodySize,
        },
      ]),
    ),
  );
  for (const script of loaded.scripts) script.encoded = sizes[script.url]?.encoded ?? 0;
  for (const font of loaded.fonts) font.bytes = sizes[font.file]?.decoded ?? 0;
  loaded.fonts = [
    ...new Map(
      loaded.fonts.map((font) => [font.file, { file: font.file.split("/").pop()!, bytes: font.bytes }]),
    ).values(),
  ];
  const preloadedFonts = (
    await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  ).map(fontName);
  // Nothing else is fetched first, ahead of the page's text (the header's logo was): in the page, or in
  // the Link header Next sends a page rendered per request's preloads in.
  await expect(page.locator('link[rel="preload"][fetchpriority="high"]')).toHaveCount(0);
  expect(response?.headers().link ?? "", path).not.toMatch(/fetchpriority="?high/i);
  await page.close();
  return { ...loaded, preloadedFonts };
}

test("a Turkish page loads Latin and the Turkish letters' file, both preloaded, nothing else first, 60 KB at most", async ({
  browser,
}) => {
  for (const path of [paths.home, seededTopic("tr").topicPath]) {
    const { fonts, preloadedFonts } = await load(browser, path);
    expect(fonts.map((font) => fontName(font.file)).sort(), path).toEqual(["inter_latin_wght", "inter_tr_az_wght"]);
    // Each one was measured (a font file is some kilobytes), and together they stay within 60 KB.
    for (const font of fonts) expect(font.bytes, `${path}: ${font.file}`).toBeGreaterThan(1024);
    expect(
      fonts.reduce((sum, font) => sum + font.bytes, 0),
      path,
    ).toBeLessThanOrEqual(60 * 1024);
    expect(preloadedFonts.sort(), path).toEqual(["inter_latin_wght", "inter_tr_az_wght"]);
  }
});

test("the Cyrillic file is loaded where Russian is shown, and nowhere else", async ({ browser }) => {
  expect((await load(browser, "/en")).fonts.map((font) => fontName(font.file))).not.toContain("inter_cyrillic_wght");
  expect((await load(browser, "/ru")).fonts.map((font) => fontName(font.file))).toContain("inter_cyrillic_wght");
});

test("no public page loads the admin's code: the editor, its libraries, the admin's screens", async ({
  browser,
}, testInfo) => {
  for (const path of [
    paths.home,
    "/en",
    seededTopic("tr").categoryPath,
    seededTopic("tr").topicPath,
    paths.team,
    paths.contact,
    paths.about,
  ]) {
    const { scripts } = await load(browser, path);
    for (const script of scripts) {
      expect(script.text, `${path}: ${script.url}`).not.toMatch(
        /ProseMirror|@tiptap|prosemirror-|Yönetim bölümleri|AdminShell/,
      );
      // Nor an ICU message formatter: the public texts are filled in without one (lib/i18n/client-texts.tsx).
      expect(script.text, `${path}: ${script.url}`).not.toMatch(/IntlMessageFormat|formatjs/);
      // Nor zod (27 KB): the server checks what the contact form sends, and answers in the visitor's language.
      expect(script.text, `${path}: ${script.url}`).not.toMatch(/\$ZodType|\$ZodError/);
    }
    const kilobytes = Math.round(scripts.reduce((sum, script) => sum + script.encoded, 0) / 1024);
    testInfo.annotations.push({
      type: "JavaScript (compressed)",
      description: `${path}: ${kilobytes} KB in ${scripts.length} files`,
    });
  }
  console.log(
    `JavaScript per public page (compressed): ${testInfo.annotations.map((annotation) => annotation.description).join("; ")}`,
  );
});
