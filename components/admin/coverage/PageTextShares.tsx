import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import type { Language } from "@/lib/languages/schema";
import type { PageTextShare } from "@/lib/page-texts/coverage";
import { Flag } from "../../shared/Flag";
import styles from "./Coverage.module.css";

/** Per active language, how many page texts it has of its own and how many to review, each leading to its editor. */
export async function PageTextShares({
  lang,
  columns,
  shares,
}: {
  lang: AdminLocale;
  columns: Language[];
  shares: Map<string, PageTextShare>;
}) {
  const t = await getTranslations("Admin.coverage");
  return (
    <section aria-labelledby="coverage-page-texts-title">
      <h2 id="coverage-page-texts-title">{t("pageTextsTitle")}</h2>
      <p>{t("pageTextsIntro")}</p>
      <ul className={styles.shares}>
        {columns.map((language) => {
          const share = shares.get(language.code);
          if (!share) return null;
          const editor = adminHref(lang, `/site/texts?${new URLSearchParams({ language: language.code })}`);
          return (
            <li key={language.code} data-testid={`page-texts-${language.code}`}>
              <Flag flag={language.flag} /> <strong>{language.nativeName}</strong> <code>{language.code}</code>:{" "}
              <a href={editor} aria-label={t("pageTextsNamed", { own: share.own, total: share.total, language: language.nativeName })}>
                {t("pageTextsShare", { own: share.own, total: share.total })}
              </a>
              {share.stale > 0 && <> · {t("pageTextsStale", { count: share.stale })}</>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
