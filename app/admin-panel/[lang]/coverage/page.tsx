import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CoverageMatrix } from "@/components/admin/coverage/CoverageMatrix";
import { InterfaceShares } from "@/components/admin/coverage/InterfaceShares";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCoverage } from "@/lib/counterparts/coverage";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getLanguages } from "@/lib/languages/queries";
import { findTranslatedShares } from "@/lib/translations/queries";

/** Items by languages: every category and topic per active language, and each language's share of translated interface texts. */
export default async function CoveragePage({ params }: PageProps<"/admin-panel/[lang]/coverage">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/coverage");
  const t = await getTranslations("Admin.coverage");
  const languages = await getLanguages();
  const columns = languages.filter((language) => language.isActive);
  // Turkish is the source of both the content and the interface texts.
  const sections = await findCoverage(DEFAULT_LOCALE, languages.map((language) => language.code));
  const shares = await findTranslatedShares(columns.map((language) => language.code).filter((code) => code !== DEFAULT_LOCALE));
  return (
    <AdminShell lang={lang} email={session.email} section="coverage">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <InterfaceShares lang={lang} columns={columns} shares={shares} sourceLanguage={DEFAULT_LOCALE} />
      <CoverageMatrix lang={lang} sections={sections} languages={languages} columns={columns} />
    </AdminShell>
  );
}
