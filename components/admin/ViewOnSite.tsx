import { getTranslations } from "next-intl/server";
import { findSitePlace, type PlacedEntity } from "@/lib/admin/view-on-site";
import styles from "./AdminForm.module.css";

/** On a saved category's or topic's form: its public page (in a new tab), or why the site does not show it. */
export async function ViewOnSite({ entity, id }: { entity: PlacedEntity; id: number }) {
  const t = await getTranslations("Admin.editing");
  const place = await findSitePlace(entity, id);
  if (!place) return null;
  return (
    <p className={styles.viewOnSite}>
      {"href" in place ? (
        <a href={place.href} target="_blank" rel="noopener" aria-label={t("viewOnSiteLabel")}>
          {t("viewOnSite")} ↗
        </a>
      ) : (
        <span className={styles.hint}>{t(`notOnSite.${place.hidden}`)}</span>
      )}
    </p>
  );
}
