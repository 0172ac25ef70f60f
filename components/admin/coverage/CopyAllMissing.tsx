import { getTranslations } from "next-intl/server";
import type { AdminLocale } from "@/lib/admin/paths";
import type { Language } from "@/lib/languages/schema";
import { Flag } from "../../shared/Flag";
import { CopyAllMissingButton } from "./CopyAllMissingButton";
import styles from "./Coverage.module.css";

type Query = Record<string, string | string[] | undefined>;

/**
 * Per language other than the source, "copy everything missing" (its categories, topics and team
 * members, inactive), with how many items that is; and, back from such a copy, what it copied.
 */
export async function CopyAllMissing({
  lang,
  columns,
  missing,
  sourceLanguage,
  query,
}: {
  lang: AdminLocale;
  columns: Language[];
  missing: Map<string, number>;
  sourceLanguage: string;
  query: Query;
}) {
  const t = await getTranslations("Admin.coverage");
  const targets = columns.filter((language) => language.code !== sourceLanguage);
  if (targets.length === 0) return null;
  const copied = targets.find((language) => language.code === query.copied);
  const count = (name: string) => Number(query[name]) || 0;
  return (
    <section aria-labelledby="coverage-copy-title">
      <h2 id="coverage-copy-title">{t("copyAllTitle")}</h2>
      {copied && (
        <p role="status" className={styles.notice}>
          {t("copied", {
            language: copied.nativeName,
            categories: count("categories"),
            topics: count("topics"),
            team: count("team"),
          })}
        </p>
      )}
      <p>{t("copyAllIntro")}</p>
      <ul className={styles.copyAll}>
        {targets.map((language) => {
          const items = missing.get(language.code) ?? 0;
          const values = { language: language.nativeName, count: items };
          return (
            <li key={language.code}>
              <span>
                <Flag flag={language.flag} /> <strong>{language.nativeName}</strong> <code>{language.code}</code>
              </span>
              {items === 0 ? (
                <span>{t("copyAllNone")}</span>
              ) : (
                <CopyAllMissingButton
                  languageCode={language.code}
                  adminLang={lang}
                  text={t("copyAll", values)}
                  label={t("copyAllNamed", values)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
