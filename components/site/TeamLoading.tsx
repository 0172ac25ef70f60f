import { getTranslations } from "next-intl/server";
import { LoadingStatus } from "./LoadingStatus";
import styles from "./TeamLoading.module.css";

/** Shown where the team's cards go while they are being loaded: the team page's loading state. */
export async function TeamLoading() {
  const t = await getTranslations("Team");
  return (
    <div className={styles.loading}>
      <LoadingStatus message={t("loading")} />
    </div>
  );
}
