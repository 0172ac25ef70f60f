import { getTranslations } from "next-intl/server";
import { PAGE_TEXT_PAGE_KEYS, type PageTextPage } from "@/lib/page-texts/keys";
import formStyles from "../AdminForm.module.css";
import styles from "./PageTexts.module.css";

/** Which language's and which page's texts the editor shows: a plain form, so it works before any script. */
export async function PageTextsPicker({
  action,
  languages,
  language,
  page,
}: {
  action: string;
  languages: readonly { value: string; label: string }[];
  language: string;
  page: PageTextPage;
}) {
  const t = await getTranslations("Admin.pageTexts");
  return (
    <form method="get" action={action} className={styles.picker}>
      <label>
        {t("language")}
        <select name="language" defaultValue={language}>
          {languages.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("page")}
        <select name="page" defaultValue={page}>
          {PAGE_TEXT_PAGE_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`pages.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={formStyles.secondaryButton}>
        {t("show")}
      </button>
    </form>
  );
}
