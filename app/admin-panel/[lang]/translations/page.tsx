import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { ListFilter } from "@/components/admin/ListFilter";
import { Pager } from "@/components/admin/Pager";
import { AddTranslationForm } from "@/components/admin/translations/AddTranslationForm";
import { TranslationRow } from "@/components/admin/translations/TranslationRow";
import styles from "@/components/admin/translations/Translations.module.css";
import {
  LIST_STATUSES,
  listHref,
  matchesSearch,
  pageOf,
  parseListQuery,
  type ListStatus,
} from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { findTranslationEditorRowsByLanguage, isMissing, type TranslationEditorRow } from "@/lib/translations/queries";

const shownText = (row: TranslationEditorRow) => row.saved?.text ?? row.shipped ?? "";
const hasStatus = (row: TranslationEditorRow, status: ListStatus<"translation">) =>
  status === "all" || (status === "missing") === isMissing(row);

/** Interface translations: every Turkish source text with its translation in one language. */
export default async function TranslationsPage({
  params,
  searchParams,
}: PageProps<"/admin-panel/[lang]/translations">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/translations", query));
  const t = await getTranslations("Admin.translations");
  // Turkish is the source: it is never translated, so the tab leaves tr out.
  const languages = (await getLanguages()).filter((language) => language.code !== DEFAULT_LOCALE);
  const current = pickContentLanguage(languages, query.lang) ?? languages[0];
  const filter = parseListQuery("translation", query);
  const rowsByLanguage = await findTranslationEditorRowsByLanguage(languages.map((language) => language.code));
  const all = (current && rowsByLanguage.get(current.code)) ?? [];
  // The list merges the interface's texts (files) with the saved rows: searched and paged in memory.
  const page = pageOf(
    filter,
    all.filter((row) => hasStatus(row, filter.status) && matchesSearch(filter.q, [row.source, shownText(row)])),
    all.length,
  );
  const list = adminHref(lang, "/translations");
  return (
    <AdminShell lang={lang} email={session.email} section="translations">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.saved ? t("added") : query.deleted ? t("deleted") : ""} />
      {current && <EditingLanguagePicker languages={languages} current={current.code} listHref={list} />}
      <p data-testid="missing-counts">
        {languages
          .map((language) =>
            t("missingCount", {
              language: language.nativeName,
              count: (rowsByLanguage.get(language.code) ?? []).filter(isMissing).length,
            }),
          )
          .join(" · ")}
      </p>
      {current && (
        <>
          <ListFilter action={list} keep={{ lang: current.code }} query={filter} statuses={LIST_STATUSES.translation} />
          <div className={styles.list}>
            {page.rows.map((row, index) => (
              <TranslationRow
                key={`${current.code}:${row.source}`}
                adminLang={lang}
                languageCode={current.code}
                source={row.source}
                text={shownText(row)}
                placeholder={t("missing")}
                index={(page.page - 1) * filter.size + index}
                savedId={row.saved?.id}
              />
            ))}
          </div>
          <Pager list={page} hrefFor={(to) => listHref(list, { ...filter, page: to }, { lang: current.code })} />
          <AddTranslationForm adminLang={lang} languageCode={current.code} />
        </>
      )}
    </AdminShell>
  );
}
