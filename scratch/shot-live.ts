import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { systemActor } from "@/lib/auth/actor";
import { refreshOutsideNext } from "@/lib/database/cache-refresh";
import { write } from "@/lib/database/write";
import { createPrismaClient } from "@/lib/db";
import { createCategory, deleteCategory } from "@/lib/categories/mutations";
import { createTopic, deleteTopic } from "@/lib/topics/mutations";
const db = createPrismaClient(readFileSync("/tmp/ip-site-e2e-database-3100.url", "utf8"));
const ctx = { refresh: refreshOutsideNext, db };
const run = Date.now().toString(36);
const c = await write(systemActor("shot"), createCategory({ languageCode: "tr", title: `Ekran ${run}`, slug: `ekran-${run}` }), ctx);
if (!c.ok) throw new Error(c.error);
const t = await write(systemActor("shot"), createTopic({ languageCode: "tr", categoryId: c.id, title: `Görüntü konusu ${run}`, slug: `konu-${run}`, body: "<p>Bir metin paragrafı, okunmakta olan.</p><p>İkinci paragraf.</p>" }), ctx);
if (!t.ok) throw new Error(t.error);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [name, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
  const page = await browser.newPage({ viewport });
  await page.goto(`http://127.0.0.1:3100/ekran-${run}/konu-${run}`);
  await page.locator("html[data-live-events=open]").waitFor();
  if (name === "phone") {
    await page.evaluate(() => window.scrollTo(0, 400));
  }
  page.on("console", (m) => console.log("console", m.text()));
  page.on("framenavigated", (f) => console.log("nav", f.url()));
  page.on("request", (r) => { if (r.isNavigationRequest() || r.url().includes("_rsc")) console.log("req", r.url()); });
  if (name === "desktop") await write(systemActor("shot"), deleteTopic(Number(t.id)), ctx);
  else await write(systemActor("shot"), deleteCategory(Number(c.id)), ctx);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `scratch/removed-${name}.png` });
  console.log(await page.locator("main").innerText());
  await page.getByText("Bu içerik yayından kaldırıldı").waitFor();
  await page.getByText("Bu içerik yayından kaldırıldı").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `scratch/removed-${name}.png` });
}
await browser.close();
await db.$disconnect();
