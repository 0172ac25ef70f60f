import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { CopyAllMissing } from "@/components/admin/coverage/CopyAllMissing";
import { CoverageMatrix } from "@/components/admin/coverage/CoverageMatrix";
import { InterfaceShares } from "@/components/admin/coverage/InterfaceShares";
import { PageTextShares } from "@/components/admin/coverage/PageTextShares";
import { findPageTextShares } from "@/lib/page-texts/coverage";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { findCoverage, findTeamCoverage, missingCounts } from "@/lib/counterparts/coverage";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getLanguages } from "@/lib/languages/queries";
import { findTranslatedShares } from "@/lib/translations/queries";

/**
 * Items by languages: every category, topic and team member per active language (a missing one
 * copied in one click, or everything missing in a language at once), and each language's share of
 * translated interface texts.
 */
export default async function CoveragePage({ params, searchParams }: PageProps<"/admin-panel/[lang]/coverage">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, "/coverage");
  const t = await getTranslations("Admin.coverage");
  const languages = await getLanguages();
  const columns = languages.filter((language) => language.isActive);
  // Turkish is the source of both the content and the interface texts.
  const order = languages.map((language) => language.code);
  const sections = await findCoverage(DEFAULT_LOCALE, order);
  const team = await findTeamCoverage(DEFAULT_LOCALE, order);
  const missing = missingCounts(sections, team, columns.map((language) => language.code));
  const shares = await findTranslatedShares(columns.map((language) => language.code).filter((code) => code !== DEFAULT_LOCALE));
  const pageTexts = await findPageTextShares(columns.map((language) => language.code));
  return (
    <AdminShell lang={lang} email={session.email} section="coverage">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <InterfaceShares lang={lang} columns={columns} shares={shares} sourceLanguage={DEFAULT_LOCALE} />
      <PageTextShares lang={lang} columns={columns} shares={pageTexts} />
      <CopyAllMissing lang={lang} columns={columns} missing={missing} sourceLanguage={DEFAULT_LOCALE} query={await searchParams} />
      <CoverageMatrix lang={lang} sections={sections} team={team} languages={languages} columns={columns} />
    </AdminShell>
  );
}
