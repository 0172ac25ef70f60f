import { expect, test, type Page } from "@playwright/test";
import { paths } from "@/lib/site/paths";
import { initialsOf } from "@/lib/team-members/public";
import { deleteInAdmin, formReady, runId, signedInAdmin, whileWritesFail } from "./admin-helpers";

/**
 * The team tab, in English content so the public page checked is /en/ekibimiz.
 * Its member is unique to the run and deleted through the admin afterwards (also after a failure).
 */
test.describe.configure({ mode: "serial" });

const RUN = runId();
const LANG = "en";
const NAME = `Ada Lovelace ${RUN}`;
const PUBLIC_TEAM = `/${LANG}${paths.team}`;

let admin: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signedInAdmin(browser, baseURL);
});

test.afterAll(async () => {
  await deleteInAdmin(admin, "team", LANG, RUN);
  await admin.context().close();
});

const rows = (field: string) => admin.getByRole("group", { name: field }).getByRole("textbox");
/** The values of a list field's rows, in order. */
const rowValues = (field: string) =>
  expect.poll(() => rows(field).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)));

async function addRow(field: string, text: string) {
  const before = await rows(field).count();
  await admin.getByRole("button", { name: `${field}: satır ekle` }).click();
  const added = admin.getByRole("textbox", { name: `${field} ${before + 1}`, exact: true });
  await expect(added).toBeFocused();
  await added.fill(text);
}

test("the form shows the required-field messages next to their fields and keeps what was typed", async () => {
  await admin.goto(`/admin/team/new?lang=${LANG}`);
  await formReady(admin);
  await addRow("Eğitim", "Kept row");
  await admin.getByLabel("LinkedIn adresi").fill("http://www.linkedin.com/in/ada");
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();
  await expect(admin.locator("#name-error")).toHaveText("Ad soyad gereklidir");
  await expect(admin.locator("#title-error")).toHaveText("Unvan gereklidir");
  await expect(admin.locator("#shortDescription-error")).toHaveText("Kısa açıklama gereklidir");
  await expect(admin.getByLabel("Ad soyad *")).toHaveAttribute("aria-invalid", "true");
  await expect(admin.locator("#linkedin-error")).toHaveText(
    "LinkedIn adresi https:// ile başlayan geçerli bir adres olmalıdır",
  );
  await expect(admin.getByLabel("LinkedIn adresi")).toHaveValue("http://www.linkedin.com/in/ada");
  await rowValues("Eğitim").toEqual(["Kept row"]);
});

test("a new member is saved with the list rows kept, removed and left empty, after the last member", async () => {
  await admin.goto(`/admin/team/new?lang=${LANG}`);
  await formReady(admin);
  const lastOrder = await admin.getByLabel("Sıra").inputValue();
  expect(Number(lastOrder)).toBeGreaterThan(0);
  await admin.getByLabel("Ad soyad *").fill(NAME);
  await admin.getByLabel("Unvan *").fill("Patent Engineer");
  await admin.getByLabel("Kısa açıklama *").fill("Analytical engines and their patents.");
  await addRow("Eğitim", "University of London");
  await addRow("Eğitim", "Row to remove");
  await addRow("Eğitim", "Mathematics tutoring");
  await admin.getByRole("button", { name: "Eğitim: 2. satırı kaldır" }).click();
  await rowValues("Eğitim").toEqual(["University of London", "Mathematics tutoring"]);
  await admin.getByRole("button", { name: "Uzmanlık Alanları: satır ekle" }).click();
  await rowValues("Uzmanlık Alanları").toEqual([""]);
  await addRow("Konuştuğu Diller", "English");
  await admin.getByLabel("LinkedIn adresi").fill("https://www.linkedin.com/in/ada-lovelace");
  await admin.getByRole("button", { name: "Yayınla", exact: true }).click();

  await expect(admin).toHaveURL(new RegExp(`/admin/team\\?lang=${LANG}&saved=\\d+&as=publish$`));
  await expect(admin.getByRole("status")).toHaveText("Ekip üyesi kaydedildi. Yayınlandı.");
  const row = admin.getByRole("row", { name: new RegExp(NAME) });
  // After the bulk checkbox's cell: the order, then the initials.
  await expect(row.getByRole("cell").nth(1)).toHaveText(lastOrder);
  await expect(row.getByRole("cell").nth(2)).toHaveText(initialsOf(NAME, LANG));
  await expect(row).toContainText("Patent Engineer");
  await expect(row).toContainText("Yayında");

  await row.getByRole("link", { name: `${NAME} adlı ekip üyesini düzenle` }).click();
  await formReady(admin);
  await rowValues("Eğitim").toEqual(["University of London", "Mathematics tutoring"]);
  await expect(rows("Uzmanlık Alanları")).toHaveCount(0);
  await rowValues("Konuştuğu Diller").toEqual(["English"]);
});

test("an edit is saved and the member appears on the public team page of that language", async ({
  browser,
  baseURL,
}) => {
  await admin.goto(`/admin/team?lang=${LANG}`);
  await admin.getByRole("link", { name: `${NAME} adlı ekip üyesini düzenle` }).click();
  await formReady(admin);
  await admin.getByLabel("Unvan *").fill("Senior Patent Engineer");
  await addRow("Uzmanlık Alanları", "Computing machines");
  await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
  await expect(admin.getByRole("status")).toHaveText("Ekip üyesi kaydedildi. Yayınlandı.");
  await expect(admin.getByRole("row", { name: new RegExp(NAME) })).toContainText("Senior Patent Engineer");

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(PUBLIC_TEAM);
  const card = visitor
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: visitor.getByRole("heading", { level: 2, name: NAME, exact: true }) });
  await expect(card.getByText("Senior Patent Engineer", { exact: true }).visible()).toBeVisible();
  await visitor.getByRole("main").getByRole("button", { name: NAME, exact: true }).click();
  const dialog = visitor.getByRole("dialog", { name: NAME, exact: true });
  for (const item of ["University of London", "Mathematics tutoring", "Computing machines", "English"])
    await expect(dialog.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  await expect(dialog.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/ada-lovelace",
  );
  await visitor.goto(paths.team);
  await expect(visitor.getByRole("main").getByRole("button", { name: NAME, exact: true })).toHaveCount(0);
  await visitor.close();
});

test("a save or delete the database refuses shows the spec's failure message and keeps the member", async () => {
  await whileWritesFail("TeamMember", { name: NAME }, async () => {
    await admin.goto(`/admin/team?lang=${LANG}`);
    await admin.getByRole("link", { name: `${NAME} adlı ekip üyesini düzenle` }).click();
    await formReady(admin);
    await admin.getByLabel("Unvan *").fill("Not saved");
    await admin.getByRole("button", { name: "Değişiklikleri yayınla" }).click();
    await expect(admin.getByRole("alert").filter({ hasText: "hata" })).toHaveText(
      "Ekip üyesi kaydedilirken hata oluştu",
    );
    await expect(admin.getByLabel("Unvan *")).toHaveValue("Not saved");

    await admin.goto(`/admin/team?lang=${LANG}`);
    await admin.getByRole("button", { name: `${NAME} adlı ekip üyesini sil` }).click();
    const dialog = admin.getByRole("dialog", { name: "Ekip üyesini sil" });
    await dialog.getByRole("button", { name: "Evet, sil" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Ekip üyesi silinirken hata oluştu");
  });
  await admin.goto(`/admin/team?lang=${LANG}`);
  await expect(admin.getByRole("row", { name: new RegExp(NAME) })).toContainText("Senior Patent Engineer");
});

test("deleting a member asks first; afterwards it is gone from the list and the public page", async ({
  browser,
  baseURL,
}) => {
  await admin.goto(`/admin/team?lang=${LANG}`);
  await admin.getByRole("button", { name: `${NAME} adlı ekip üyesini sil` }).click();
  const dialog = admin.getByRole("dialog", { name: "Ekip üyesini sil" });
  await expect(dialog).toContainText(
    `“${NAME}” ekip üyesi kalıcı olarak silinecek ve ekip sayfasında artık görünmeyecek. Emin misiniz?`,
  );
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("row", { name: new RegExp(NAME) })).toHaveCount(1);

  await admin.getByRole("button", { name: `${NAME} adlı ekip üyesini sil` }).click();
  await dialog.getByRole("button", { name: "Evet, sil" }).click();
  await expect(admin.getByRole("status")).toHaveText("Ekip üyesi silindi.");
  await expect(admin.getByRole("row", { name: new RegExp(NAME) })).toHaveCount(0);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(PUBLIC_TEAM);
  await expect(visitor.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("button", { name: NAME, exact: true })).toHaveCount(0);
  await visitor.close();
});
