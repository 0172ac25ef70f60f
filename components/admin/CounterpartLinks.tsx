import { getTranslations } from "next-intl/server";
import type { ContentLanguage } from "@/lib/admin-languages";
import { adminPath, type AdminLocale } from "@/lib/admin-paths";
import styles from "./AdminForm.module.css";

/**
 * The versions of a category or topic in the other languages (linked by translationKey): open an
 * existing one, or create a missing one pre-filled from this one.
 */
export async function CounterpartLinks({
  lang,
  section,
  sourceId,
  languageCode,
  counterparts,
  languages,
}: {
  lang: AdminLocale;
  section: "categories" | "contents";
  sourceId: number;
  languageCode: string;
  counterparts: { id: number; languageCode: string; title: string }[];
  languages: ContentLanguage[];
}) {
  const t = await getTranslations("Admin.counterparts");
  const others = languages.filter((language) => language.code !== languageCode);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="counterparts-title" className={styles.form}>
      <h2 id="counterparts-title">{t("title")}</h2>
      <ul>
        {others.map((language) => {
          const counterpart = counterparts.find((item) => item.languageCode === language.code);
          return (
            <li key={language.code}>
              <span aria-hidden="true">{language.flag}</span> {language.nativeName}:{" "}
              {counterpart ? (
                <a href={adminPath(lang, `/${section}/${counterpart.id}`)}>{t("open", { title: counterpart.title })}</a>
              ) : (
                <a href={`${adminPath(lang, `/${section}/new`)}?lang=${language.code}&from=${sourceId}`}>{t("create", { language: language.nativeName })}</a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
