import { getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { languageName } from "@/lib/languages/queries";
import type { Language } from "@/lib/languages/schema";
import type { MediaUse } from "@/lib/media/usage";
import styles from "./MediaItem.module.css";

/** The admin form of a record that uses the file; a placement (the home page's picture) has none. */
const FORM_OF: Record<MediaUse["entity"], string | null> = { topic: "/contents", teamMember: "/team", placement: null };

/** A use as the admin names it: "Makale: Marka tescili (Türkçe)", or the place the site shows it by itself. */
export async function mediaUseLabels(uses: MediaUse[], languages: Language[]): Promise<string[]> {
  const t = await getTranslations("Admin.media.uses");
  return uses.map((use) =>
    use.entity === "placement"
      ? t("placement", { name: use.title })
      : t("edit", { kind: t(use.entity), title: use.title, language: languageName(languages, use.languageCode) }),
  );
}

/** Where the file is used: links to each topic's and team member's admin form, and the site's own places. */
export async function MediaUses({
  lang,
  uses,
  languages,
}: {
  lang: AdminLocale;
  uses: MediaUse[];
  languages: Language[];
}) {
  const t = await getTranslations("Admin.media.uses");
  const labels = await mediaUseLabels(uses, languages);
  return (
    <section className={styles.panel} aria-labelledby="media-uses">
      <h2 id="media-uses">{t("heading")}</h2>
      {uses.length === 0 ? (
        <p className={styles.hint}>{t("none")}</p>
      ) : (
        <ul className={styles.uses}>
          {uses.map((use, index) => {
            const form = FORM_OF[use.entity];
            return (
              <li key={`${use.entity}-${use.id}-${use.title}`}>
                {form ? <a href={adminHref(lang, `${form}/${use.id}`)}>{labels[index]}</a> : labels[index]}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
