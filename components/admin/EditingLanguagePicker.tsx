import { getTranslations } from "next-intl/server";
import type { Language } from "@/lib/languages/schema";
import { Flag } from "../shared/Flag";
import styles from "./EditingLanguagePicker.module.css";

/** Which language's content is being edited: separate from the admin's own language, and always in view. */
export async function EditingLanguagePicker({
  languages,
  current,
  listHref,
}: {
  languages: Language[];
  current: string;
  listHref: string;
}) {
  const t = await getTranslations("Admin.header");
  return (
    <nav aria-label={t("contentLanguage")} className={styles.picker}>
      <span className={styles.label}>{t("contentLanguage")}:</span>
      <ul>
        {languages.map((language) => (
          <li key={language.code}>
            <a href={`${listHref}?lang=${language.code}`} aria-current={language.code === current ? "true" : undefined}>
              <Flag flag={language.flag} /> {language.nativeName} ({language.code})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
