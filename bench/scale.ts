import { createCategory, updateCategory } from "@/lib/categories/mutations";
import { createPrismaClient } from "@/lib/db";
import { SAVED_LANGUAGE_COOKIE } from "@/lib/i18n/saved-language";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { paths } from "@/lib/site/paths";
import { editStoredTopic } from "@/lib/topics/mutations";
import { benchWrite } from "./bench-site";

/**
 * The bench's scale leg: does a topic page cost the same with 2,000 topics in a language
 * as with 20, and how many pages does one edit send back to be rendered? On the bench's site, a
 * category of 20 topics is added and its topic pages are timed on their first view (a cache miss);
 * then one of 2,000 in the same language, some of its topics timed the same way, and the first
 * category's pages again (the new category in the menu sent them back to be rendered): the same
 * pages, so what differs is only the 2,000 topics beside them (the server's first renders of a
 * route are slower, so the first timing alone would flatter the second). Then a sample of pages is
 * viewed until cached, a topic is edited through the write path (the server hears of it as of any
 * other writer), and the sample is viewed again: the pages Next renders again are counted.
 */
export const SCALE_TOPICS = 2000;
const SMALL_TOPICS = 20;
const TIMED = 20;
const SAMPLED_LARGE_TOPICS = 200;

/** `with20`: the pages of a category of 20; `with2000`: pages of a category of 2,000; `with20Beside2000`: the first pages again, the 2,000 added. */
type ScaleReading<T> = { with20: T; with2000: T; with20Beside2000: T };

export interface ScaleResults {
  topicMissMs: ScaleReading<TimeSummary>;
  topicPageKB: ScaleReading<number>;
  /** After one edit, how many of the sampled cached pages were rendered again. */
  rerenderedAfterEdit: Record<string, { rendered: number; of: number }>;
}

export interface TimeSummary {
  median: number;
  p90: number;
  p99: number;
}

const summary = (times: number[]): TimeSummary => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { median: at(0.5), p90: at(0.9), p99: at(0.99) };
};

/**
 * A saved language on these Turkish pages (their paths name no language, so it may redirect): the
 * server entry's page cache leaves the request to Next, and each answer says what Next itself did.
 */
const PAST_THE_PAGE_CACHE = { cookie: `${SAVED_LANGUAGE_COOKIE}=tr` };

const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function view(origin: string, path: string): Promise<{ ms: number; cache: string | null; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    headers: { ...PAST_THE_PAGE_CACHE, "accept-encoding": "identity" },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - started, cache: response.headers.get("x-nextjs-cache"), bytes };
}

/** A Turkish category with `count` topics (inserted at once, then switched on through the write path, which tells the server). */
async function addCategory(
  db: PrismaClient,
  slug: string,
  count: number,
): Promise<{ id: number; slug: string; topics: string[] }> {
  const { id } = await benchWrite(
    db,
    createCategory({
      languageCode: "tr",
      title: `Ölçek ${count}`,
      slug,
      description: "Ölçek denemesi",
      isActive: false,
    }),
  );
  const categoryId = Number(id);
  const body = `<p>${"Patent başvurusunda yenilik, buluş basamağı ve sanayiye uygulanabilirlik birlikte değerlendirilir. ".repeat(30)}</p>`;
  const rows = Array.from({ length: count }, (_, i) => ({
    languageCode: "tr",
    categoryId,
    title: `${slug} konu ${i + 1}`,
    slug: `${slug}-konu-${i + 1}`,
    body,
    keywords: ["patent", "ölçek"],
    order: i + 1,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.topic.createMany({ data: rows.slice(start, start + 500) });
  const category = await db.category.findUniqueOrThrow({ where: { id: categoryId } });
  await benchWrite(
    db,
    updateCategory(
      { id: categoryId, updatedAt: category.updatedAt },
      { title: category.title, slug, description: category.description, isActive: true },
    ),
  );
  return { id: categoryId, slug, topics: rows.map((row) => row.slug) };
}

/** Views the page until the server shows it with `text` (it has heard of the write by then). */
async function untilShown(origin: string, path: string, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}${path}`, { headers: PAST_THE_PAGE_CACHE });
    if ((await response.text()).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} never showed "${text}"`);
}

/** Times the first view of each page (a miss), then checks a second one is a hit. */
async function timeMisses(origin: string, pagePaths: string[]): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (const pagePath of pagePaths) {
    const first = await view(origin, pagePath);
    if (first.cache === "HIT") throw new Error(`${pagePath} was cached before its first view`);
    times.push(first.ms);
    bytes = first.bytes;
    const second = await view(origin, pagePath);
    if (second.cache !== "HIT") throw new Error(`${pagePath} was not cached after its first view (${second.cache})`);
  }
  return { times, bytes };
}

/** Views every page until it is cached, edits, waits until the server has heard, views them again and counts the renders. */
async function rerendered(
  origin: string,
  sample: string[],
  edit: () => Promise<{ path: string; shows: string }>,
): Promise<{ rendered: number; of: number }> {
  for (const pagePath of sample) {
    await view(origin, pagePath);
    const again = await view(origin, pagePath);
    if (again.cache !== "HIT") throw new Error(`${pagePath} is not cached (${again.cache})`);
  }
  const edited = await edit();
  await untilShown(origin, edited.path, edited.shows);
  let rendered = sample.includes(edited.path) ? 1 : 0;
  for (const pagePath of sample)
    if (pagePath !== edited.path && (await view(origin, pagePath)).cache !== "HIT") rendered += 1;
  return { rendered, of: sample.length };
}

export async function measureScale(
  origin: string,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<ScaleResults> {
  const db = createPrismaClient(databaseUrl);
  try {
    const stamp = Date.now().toString(36);
    const small = await addCategory(db, `olcek-${stamp}-kucuk`, SMALL_TOPICS);
    await untilShown(origin, paths.category(small.slug), small.topics[0]!);
    const smallPages = small.topics.slice(0, TIMED).map((topic) => paths.topic(small.slug, topic));
    const with20 = await timeMisses(origin, smallPages);
    log(
      `topic pages on a first view, ${SMALL_TOPICS} topics in the category: median ${summary(with20.times).median} ms`,
    );

    const large = await addCategory(db, `olcek-${stamp}-buyuk`, SCALE_TOPICS);
    await untilShown(origin, paths.category(large.slug), large.topics[0]!);
    // Far down the category: the menu holds none of them.
    const farDown = large.topics.slice(SCALE_TOPICS / 2, SCALE_TOPICS / 2 + TIMED);
    const with2000 = await timeMisses(
      origin,
      farDown.map((topic) => paths.topic(large.slug, topic)),
    );
    log(
      `topic pages on a first view, ${SCALE_TOPICS} topics in the category: median ${summary(with2000.times).median} ms`,
    );
    const with20Beside2000 = await timeMisses(origin, smallPages);
    log(
      `the ${SMALL_TOPICS} topics' pages again, with the ${SCALE_TOPICS} beside them: median ${summary(with20Beside2000.times).median} ms`,
    );

    const categories = await db.category.findMany({
      where: { languageCode: "tr", isActive: true },
      select: { slug: true },
    });
    const seededTopics = await db.topic.findMany({
      where: { languageCode: "tr", isActive: true, category: { slug: { notIn: [small.slug, large.slug] } } },
      select: { slug: true, category: { select: { slug: true } } },
    });
    const step = Math.floor(SCALE_TOPICS / SAMPLED_LARGE_TOPICS);
    const sample = [
      paths.home,
      paths.team,
      paths.contact,
      ...categories.map((category) => paths.category(category.slug)),
      ...seededTopics.map((topic) => paths.topic(topic.category.slug, topic.slug)),
      ...small.topics.map((topic) => paths.topic(small.slug, topic)),
      ...large.topics.filter((_, i) => i % step === 0).map((topic) => paths.topic(large.slug, topic)),
    ];
    const editTopic = async (slug: string, change: { title?: string; body?: string }) => {
      const row = await db.topic.findFirstOrThrow({ where: { categoryId: large.id, slug } });
      await benchWrite(db, editStoredTopic(row, change));
      return { path: paths.topic(large.slug, slug), shows: change.title ?? change.body!.replace(/<\/?p>/g, "") };
    };
    const farTopic = large.topics[SCALE_TOPICS / 2]!;
    const firstTopic = large.topics[0]!;
    const rerenderedAfterEdit = {
      "title and body of a topic far down the category": await rerendered(origin, sample, () =>
        editTopic(farTopic, { title: `Yeni başlık ${stamp}`, body: `<p>Yeni metin ${stamp}</p>` }),
      ),
      "body of the category's first topic": await rerendered(origin, sample, () =>
        editTopic(firstTopic, { body: `<p>İlk konunun yeni metni ${stamp}</p>` }),
      ),
      "title of the category's first topic (the menu shows it)": await rerendered(origin, sample, () =>
        editTopic(firstTopic, { title: `İlk konu ${stamp}` }),
      ),
    };
    for (const [edit, { rendered, of }] of Object.entries(rerenderedAfterEdit))
      log(`after one edit (${edit}): ${rendered} of ${of} cached pages rendered again`);
    return {
      topicMissMs: {
        with20: summary(with20.times),
        with2000: summary(with2000.times),
        with20Beside2000: summary(with20Beside2000.times),
      },
      topicPageKB: {
        with20: kilobytes(with20.bytes),
        with2000: kilobytes(with2000.bytes),
        with20Beside2000: kilobytes(with20Beside2000.bytes),
      },
      rerenderedAfterEdit,
    };
  } finally {
    await db.$disconnect();
  }
}
