import { getTranslations } from "next-intl/server";
import { DEFAULT_PAGE_SIZE, listHref, type ListQuery } from "@/lib/admin/list-query";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import type { Language } from "@/lib/languages/schema";
import { translatedFraction, type TranslatedShare } from "@/lib/translations/share";
import { Flag } from "../../shared/Flag";
import styles from "./Coverage.module.css";

/** The translations tab listing one language's missing texts. */
const MISSING_TEXTS: ListQuery = { q: "", status: "missing", page: 1, size: DEFAULT_PAGE_SIZE };

/** Per active language, the share of interface texts translated (the source language says so), each leading to its missing texts. */
export async function InterfaceShares({ lang, columns, shares, sourceLanguage }: { lang: AdminLocale; columns: Language[]; shares: Map<string, TranslatedShare>; sourceLanguage: string }) {
  const t = await getTranslations("Admin.coverage");
  return (
    <section aria-labelledby="coverage-interface-title">
      <h2 id="coverage-interface-title">{t("interfaceTitle")}</h2>
      <p>{t("interfaceIntro")}</p>
      <ul className={styles.shares}>
        {columns.map((language) => {
          const share = shares.get(language.code);
          const values = share && { ...share, share: translatedFraction(share), language: language.nativeName };
          return (
            <li key={language.code}>
              <Flag flag={language.flag} /> <strong>{language.nativeName}</strong> <code>{language.code}</code>:{" "}
              {language.code === sourceLanguage || !values ? (
                t("source")
              ) : (
                <a href={listHref(adminHref(lang, "/translations"), MISSING_TEXTS, { lang: language.code })} aria-label={t("shareNamed", values)}>
                  {t("share", values)}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
