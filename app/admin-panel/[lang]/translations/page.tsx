import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { EditingLanguagePicker } from "@/components/admin/EditingLanguagePicker";
import { Pager } from "@/components/admin/Pager";
import { AddTranslationForm } from "@/components/admin/translations/AddTranslationForm";
import { TranslationRow } from "@/components/admin/translations/TranslationRow";
import styles from "@/components/admin/translations/Translations.module.css";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { DEFAULT_LOCALE } from "@/lib/i18n/routing";
import { getLanguages, pickContentLanguage } from "@/lib/languages/queries";
import { findTranslationEditorRowsByLanguage, isMissing } from "@/lib/translations/queries";

const PAGE_SIZE = 50;
const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** Interface translations (spec 2, 5): every Turkish source text with its translation in one language. */
export default async function TranslationsPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/translations">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/translations", query));
  const t = await getTranslations("Admin.translations");
  // Turkish is the source: it is never translated (spec 2: the tab excludes tr).
  const languages = (await getLanguages()).filter((language) => language.code !== DEFAULT_LOCALE);
  const current = pickContentLanguage(languages, query.lang) ?? languages[0];
  const search = text(query.q).trim().toLocaleLowerCase("tr");
  const missingOnly = query.missing === "1";
  const rowsByLanguage = await findTranslationEditorRowsByLanguage(languages.map((language) => language.code));
  const all = (current && rowsByLanguage.get(current.code)) ?? [];
  const matching = all.filter((row) => (!missingOnly || isMissing(row)) && (!search || `${row.source} ${row.saved?.text ?? row.shipped ?? ""}`.toLocaleLowerCase("tr").includes(search)));
  const page = Math.min(parseId(query.page) ?? 1, Math.max(1, Math.ceil(matching.length / PAGE_SIZE)));
  const list = adminHref(lang, "/translations");
  const pageHref = (to: number) => `${list}?${new URLSearchParams({ lang: current?.code ?? "", q: text(query.q), ...(missingOnly ? { missing: "1" } : {}), page: String(to) })}`;
  return (
    <AdminShell lang={lang} email={session.email} section="translations">
      <h1>{t("title")}</h1>
      <OutcomeToast message={query.saved ? t("added") : query.deleted ? t("deleted") : ""} />
      {current && <EditingLanguagePicker languages={languages} current={current.code} listHref={list} />}
      <p data-testid="missing-counts">{languages.map((language) => t("missingCount", { language: language.nativeName, count: (rowsByLanguage.get(language.code) ?? []).filter(isMissing).length })).join(" · ")}</p>
      {current && (
        <>
          <form className={styles.tools} role="search" action={list}>
            <input type="hidden" name="lang" value={current.code} />
            <label>
              {t("search")}
              <input type="search" name="q" defaultValue={text(query.q)} />
            </label>
            <label>
              <input type="checkbox" name="missing" value="1" defaultChecked={missingOnly} /> {t("onlyMissing")}
            </label>
            <button type="submit">{t("filter")}</button>
          </form>
          <p>{t("shown", { shown: matching.length, total: all.length })}</p>
          <div className={styles.list}>
            {matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row, index) => (
              <TranslationRow
                key={`${current.code}:${row.source}`}
                adminLang={lang}
                languageCode={current.code}
                source={row.source}
                text={row.saved?.text ?? row.shipped ?? ""}
                placeholder={t("missing")}
                index={(page - 1) * PAGE_SIZE + index}
                savedId={row.saved?.id}
              />
            ))}
          </div>
          <Pager page={page} pages={Math.ceil(matching.length / PAGE_SIZE)} hrefFor={pageHref} />
          <AddTranslationForm adminLang={lang} languageCode={current.code} />
        </>
      )}
    </AdminShell>
  );
}
