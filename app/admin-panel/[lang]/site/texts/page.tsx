import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { PageTextsForm } from "@/components/admin/site/PageTextsForm";
import { PageTextsPicker } from "@/components/admin/site/PageTextsPicker";
import { createHash } from "node:crypto";
import { adminPath, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/routing";
import { getLanguages } from "@/lib/languages/queries";
import { findPageTextRows } from "@/lib/page-texts/editor";
import { pageTextPageOf } from "@/lib/page-texts/keys";

const versionOf = (...parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The firm's texts of one page in one language, Turkish included, beside the shipped ones. */
export default async function PageTextsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/site/texts">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/site/texts", query));
  const t = await getTranslations("Admin.pageTexts");
  const languages = (await getLanguages()).filter((language) => isLocale(language.code));
  const asked = first(query.language) ?? DEFAULT_LOCALE;
  const language = languages.find((one) => one.code === asked) ?? languages.find((one) => one.code === DEFAULT_LOCALE);
  const page = pageTextPageOf(first(query.page));
  const code = language && isLocale(language.code) ? language.code : DEFAULT_LOCALE;
  const rows = await findPageTextRows(code, page);
  return (
    <AdminShell lang={lang} email={session.email} section="site">
      <p>
        <Link href={adminPath(lang, "/site")}>← {t("back")}</Link>
      </p>
      <h1>{t("title")}</h1>
      <OutcomeToast message={first(query.saved) ? t("saved") : ""} />
      <p>{t("intro")}</p>
      <PageTextsPicker
        action={adminPath(lang, "/site/texts")}
        languages={languages.map(({ code: value, nativeName }) => ({ value, label: `${nativeName} (${value})` }))}
        language={code}
        page={page}
      />
      {/* A new form for what is saved now: after a save, its fields show the saved texts. */}
      <PageTextsForm key={versionOf(code, page, rows)} adminLang={lang} languageCode={code} page={page} rows={rows} />
    </AdminShell>
  );
}
