import { randomBytes } from "node:crypto";
import { openClient } from "@/lib/database/connection";
import { migrate } from "@/lib/database/migrations";
import { createPrismaClient } from "@/lib/db";
import { searchContent } from "@/lib/search/queries";
import { normalizeQuery } from "@/lib/search/query-text";

/**
 * The site search's bench: 5,000 published Turkish topics (realistic article text) in a schema of
 * their own, then 200 searches of varied queries (words, phrases, typos, short queries, no match)
 * through the same query function as the results page, timed on the server side. Target: p99 under
 * 50 ms. Part of `npm run bench`; alone: `npm run bench:search` (DATABASE_URL: the server to use; the
 * schema is dropped after).
 */
export const SEARCH_BENCH_TOPICS = 5000;
const SEARCHES = 200;
const CATEGORIES = 20;

const SUBJECTS = [
  "patent",
  "faydalı model",
  "marka",
  "endüstriyel tasarım",
  "coğrafi işaret",
  "telif hakkı",
  "ticari sır",
];
const ACTIONS = ["başvurusu", "tescili", "itirazı", "yenilemesi", "devri", "lisansı", "araştırması", "ihlali"];
const PLACES = ["Türkiye'de", "Avrupa'da", "PCT ile", "Bursa'da", "ABD'de", "Almanya'da"];
const SENTENCES = [
  "Başvuru sahibi, buluşun yeni olduğunu ve sanayiye uygulanabilir bulunduğunu göstermelidir.",
  "Marka tescili, işaretin ayırt edici nitelikte olmasını ve önceki haklarla çakışmamasını gerektirir.",
  "İtiraz süresi, ilanın yayımlandığı tarihten itibaren iki aydır ve uzatılamaz.",
  "Tasarımın korunması için yenilik ve ayırt edici nitelik şartları birlikte aranır.",
  "Lisans sözleşmeleri yazılı yapılmalı ve sicile kaydedilmelidir; aksi hâlde üçüncü kişilere karşı ileri sürülemez.",
  "Işık kaynaklarına ilişkin buluşlarda tarifname, teknik sorunu ve çözümünü açıkça anlatmalıdır.",
  "Yıllık ücretlerin ödenmemesi hâlinde koruma sona erer; ek süre içinde ödeme mümkündür.",
  "Ön araştırma raporu, başvurunun hangi kapsamda korunabileceğini önceden görmeyi sağlar.",
];

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

function topicText(index: number) {
  const subject = pick(SUBJECTS, index);
  const title = `${subject.replace(/^./, (letter) => letter.toLocaleUpperCase("tr"))} ${pick(ACTIONS, index >> 3)} ${pick(PLACES, index >> 6)} ${index}`;
  const paragraphs = Array.from(
    { length: 6 },
    (_, n) => `<p>${pick(SENTENCES, index + n * 3)} ${pick(SENTENCES, index * 7 + n)}</p>`,
  );
  return { title, body: `<h2>${subject}</h2>${paragraphs.join("")}`, keywords: [subject, pick(ACTIONS, index)] };
}

const QUERIES = [
  "patent",
  "faydali model",
  "Faydalı Model başvurusu",
  "marka tescili",
  "IŞIK",
  "itiraz süresi",
  "fydalı modle",
  "mrka tescli",
  "endustriyel tasarim",
  "lisans",
  "pa",
  "ab",
  "coğrafi işaret Bursa",
  "yıllık ücret",
  "tarifname",
  "olmayanbirkelime",
  "ticari sır devri",
  "PCT",
  "patnt",
  "telif hakkı ihlali",
];

const percentile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;

async function fill(db: ReturnType<typeof createPrismaClient>) {
  await db.language.create({
    data: { code: "tr", name: "Türkçe", nativeName: "Türkçe", flag: "🇹🇷", order: 1, isDefault: true },
  });
  const categories = await Promise.all(
    Array.from({ length: CATEGORIES }, (_, n) =>
      db.category.create({ data: { languageCode: "tr", slug: `kategori-${n}`, title: `${pick(SUBJECTS, n)} ${n}` } }),
    ),
  );
  const rows = Array.from({ length: SEARCH_BENCH_TOPICS }, (_, index) => ({
    languageCode: "tr",
    categoryId: pick(categories, index).id,
    slug: `konu-${index}`,
    order: index + 1,
    ...topicText(index),
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.topic.createMany({ data: rows.slice(start, start + 500) });
}

export interface SearchTimes {
  topics: number;
  searches: number;
  p50Ms: number;
  p99Ms: number;
  /** Each query's results (of at most 20 per kind): a bench that found nothing would prove nothing. */
  hits: Record<string, number>;
}

export async function benchSearch(databaseUrl: string): Promise<SearchTimes> {
  const schema = `bench_search_${randomBytes(4).toString("hex")}`;
  const url = new URL(databaseUrl);
  url.searchParams.set("schema", schema);
  await migrate(url.toString());
  const db = createPrismaClient(url.toString());
  const sql = await openClient(url.toString());
  try {
    await fill(db);
    // As autovacuum leaves a table in service: statistics read, the indexes' pending entries merged.
    await sql.query(`VACUUM ANALYZE "Content"`);
    const times: number[] = [];
    const hits: Record<string, number> = {};
    for (let n = 0; n < SEARCHES + QUERIES.length; n++) {
      const query = normalizeQuery(pick(QUERIES, n), "tr");
      if (query.kind !== "ready") continue;
      const started = performance.now();
      const results = await searchContent("tr", query.lower, db);
      // The first round warms the connection pool and the plans: not timed.
      if (n >= QUERIES.length) times.push(performance.now() - started);
      hits[query.text] = results.length;
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      topics: SEARCH_BENCH_TOPICS,
      searches: times.length,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      hits,
    };
  } finally {
    await db.$disconnect();
    await sql.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await sql.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("Set DATABASE_URL to the PostgreSQL server to bench on.");
  const result = await benchSearch(databaseUrl);
  console.log(JSON.stringify(result, null, 2));
}
