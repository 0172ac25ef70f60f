import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { expect, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { createAdminUser } from "@/lib/admin-users/mutations";
import { createPrismaClient } from "@/lib/db";
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATABASE_FILE, E2E_SCHEMA } from "./constants";

/**
 * A suffix unique to one run of a test file (lowercase letters and digits, so it survives in a
 * slug): titles, slugs and e-mails made with it never meet those of another run, so a file can run
 * twice against one database. Files using it run serially, so all their tests share one value.
 */
export function runId(): string {
  return `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
}

/** A signed-in admin in a context of its own (and its own address, so login limits never collide). */
export async function signedInAdmin(
  browser: Browser,
  baseURL: string | undefined = E2E_BASE_URL,
  lang: "tr" | "en" = "tr",
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomBytes(3).join(".")}` },
  });
  const page = await context.newPage();
  await page.goto(lang === "tr" ? "/admin" : `/${lang}/admin`);
  await page.locator("#login-email").fill(E2E_ADMIN.email);
  await page.locator("#login-password").fill(E2E_ADMIN.password);
  await page.locator("form button[type=submit]").click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

/** Waits until an admin form runs in the browser: typed before that, the slug would not follow the title. */
export async function formReady(page: Page): Promise<void> {
  await page.locator("form[data-ready]").first().waitFor();
}

interface RecordOptions {
  order?: number;
  /** "Yayınla" (the default: on the site, back on the list) or "Taslağı kaydet" (a draft: the form stays open). */
  published?: boolean;
}

/** Answers the topic form's question "Bu makale için inceleme kaydı yok" with "İncelemesiz yayınla". */
export async function publishWithoutReview(page: Page): Promise<void> {
  const question = page.getByRole("dialog", { name: "Bu makale için inceleme kaydı yok" });
  await question.getByRole("button", { name: "İncelemesiz yayınla" }).click();
}

/**
 * Ends a new category's or topic's form: publishes it (back on the list, which says so) or saves it
 * as a draft (the saved item's form stays open).
 */
async function saveNewRecord(
  page: Page,
  section: "categories" | "contents",
  languageCode: string,
  published: boolean,
): Promise<void> {
  if (published) {
    await page.getByRole("button", { name: "Yayınla", exact: true }).click();
    // A topic with no legal review recorded asks first (e2e/admin-review.spec.ts tests the question).
    if (section === "contents") await publishWithoutReview(page);
    await expect(page).toHaveURL(new RegExp(`/admin/${section}\\?lang=${languageCode}&saved=\\d+&as=publish$`));
  } else {
    await page.getByRole("button", { name: "Taslağı kaydet" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${section}/(\\d+)\\?saved=\\1&as=draft$`));
  }
}

/**
 * Creates a category through the (Turkish) admin form, its slug made from the title; published, back
 * on the list afterwards, or a draft, on its form.
 */
export async function createCategoryInForm(
  page: Page,
  languageCode: string,
  title: string,
  { order, published = true }: RecordOptions = {},
): Promise<void> {
  await page.goto(`/admin/categories/new?lang=${languageCode}`);
  await formReady(page);
  await page.getByLabel("Başlık *").fill(title);
  if (order !== undefined) await page.getByLabel("Sıra").fill(String(order));
  await saveNewRecord(page, "categories", languageCode, published);
}

/**
 * Creates a topic through the (Turkish) admin form, its slug made from the title; published, back on
 * the list afterwards, or a draft, on its form.
 */
export async function createTopicInForm(
  page: Page,
  languageCode: string,
  {
    category,
    title,
    body,
    keywords,
    ...options
  }: { category: string; title: string; body: string; keywords?: string } & RecordOptions,
): Promise<void> {
  await page.goto(`/admin/contents/new?lang=${languageCode}`);
  await formReady(page);
  await page.getByLabel("Başlık *").fill(title);
  await page.getByLabel("Kategori *").selectOption({ label: category });
  await page.getByRole("textbox", { name: "İçerik metni *" }).click();
  await page.keyboard.type(body);
  await expect(page.locator('input[name="body"]')).toHaveValue(`<p>${body}</p>`);
  if (keywords !== undefined) await page.getByLabel("Anahtar kelimeler").fill(keywords);
  if (options.order !== undefined) await page.getByLabel("Sıra").fill(String(options.order));
  await saveNewRecord(page, "contents", languageCode, options.published ?? true);
}

/** Takes a published category off the site through its form ("Yayından kaldır"); back on the list afterwards. */
export async function unpublishCategory(page: Page, languageCode: string, title: string): Promise<void> {
  await page.goto(`/admin/categories?lang=${languageCode}`);
  await page.getByRole("link", { name: `${title} kategorisini düzenle` }).click();
  await formReady(page);
  await page.getByRole("button", { name: "Yayından kaldır" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/categories\\?lang=${languageCode}&saved=\\d+&as=unpublish$`));
}

const DELETE = {
  categories: { suffix: "kategorisini sil", dialog: "Kategoriyi sil" },
  contents: { suffix: "içeriğini sil", dialog: "İçeriği sil" },
  team: { suffix: "adlı ekip üyesini sil", dialog: "Ekip üyesini sil" },
} as const;

/**
 * Deletes, through the admin (so the public pages are refreshed too), every category, topic or team
 * member of the language whose title (a member's name) contains the marker; deleting a category
 * deletes its topics.
 */
export async function deleteInAdmin(
  page: Page,
  section: keyof typeof DELETE,
  languageCode: string,
  marker: string,
): Promise<void> {
  const { suffix, dialog } = DELETE[section];
  await page.goto(`/admin/${section}?lang=${languageCode}`);
  const buttons = page.getByRole("button", { name: new RegExp(`${marker}.* ${suffix}$`) });
  for (let left = await buttons.count(); left > 0; left--) {
    await buttons.first().click();
    await page.getByRole("dialog", { name: dialog }).getByRole("button", { name: "Evet, sil" }).click();
    await expect(buttons).toHaveCount(left - 1);
  }
}

/** Signs in, deletes what a run made in these languages (categories first, then topics left elsewhere), closes. */
export async function cleanUpRun(browser: Browser, marker: string, languageCodes: string[]): Promise<void> {
  const page = await signedInAdmin(browser);
  for (const languageCode of languageCodes) {
    await deleteInAdmin(page, "categories", languageCode, marker);
    await deleteInAdmin(page, "contents", languageCode, marker);
  }
  await page.context().close();
}

/** The address of the database the e2e server serves (what its scripts/e2e-server.ts wrote down). */
export function e2eDatabaseUrl(): string {
  const url = existsSync(E2E_DATABASE_FILE) ? readFileSync(E2E_DATABASE_FILE, "utf8") : process.env.DATABASE_URL;
  if (!url) throw new Error(`No e2e database: ${E2E_DATABASE_FILE} is missing (is the e2e server running?)`);
  return url;
}

/**
 * Runs SQL on the database the e2e server serves (its `e2e` schema, or the embedded database it
 * started), for what no admin screen can do (e.g. remove failed sign-ins, inject a fault).
 */
export async function onE2eDatabase(statement: string, params: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${E2E_SCHEMA}"`);
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/**
 * While `run` runs, the database refuses every insert, update and delete of the rows of `table`
 * that match `where` (a trigger raising an error): the fault behind each "… bir hata oluştu" alert,
 * which no admin screen can cause. Only the matching rows fail, so tests running beside it go on.
 */
export async function whileWritesFail(
  table: string,
  where: Record<string, string>,
  run: () => Promise<void>,
): Promise<void> {
  const name = `e2e_fault_${randomBytes(4).toString("hex")}`;
  const matches = (row: "OLD" | "NEW") =>
    Object.entries(where)
      .map(([column, value]) => `${row}."${column}" = '${value.replaceAll("'", "''")}'`)
      .join(" AND ");
  await onE2eDatabase(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fault$
     BEGIN
       IF TG_OP <> 'INSERT' THEN IF ${matches("OLD")} THEN RAISE EXCEPTION 'e2e: injected fault'; END IF; END IF;
       IF TG_OP <> 'DELETE' THEN IF ${matches("NEW")} THEN RAISE EXCEPTION 'e2e: injected fault'; END IF; END IF;
       RETURN COALESCE(NEW, OLD);
     END $fault$;
     CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${name}();`,
    [],
  );
  try {
    await run();
  } finally {
    await onE2eDatabase(`DROP FUNCTION ${name}() CASCADE`, []);
  }
}

/** `npm run api-token:… -- …` against the e2e server's database; its output. */
export function tokenCommand(...args: string[]): string {
  const run = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/api-token.ts", ...args], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl() },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`api-token ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout;
}

/** An administrator made on the e2e server's database, as `npm run admin:create` makes one; whether it was created. */
export async function createAdminOnE2e(admin: { email: string; password: string }): Promise<boolean> {
  const db = createPrismaClient(e2eDatabaseUrl());
  try {
    return (await createAdminUser(db, admin)).ok;
  } finally {
    await db.$disconnect();
  }
}
