import { useTranslations } from "next-intl";
import type { PublicationState } from "@/lib/publishing/state";
import styles from "./AdminTable.module.css";

/** An item's publication state as the lists and forms name it: Taslak, Yayında, Yayında + taslak değişiklik, Zamanlanmış. */
export function PublicationBadge({ state }: { state: PublicationState }) {
  const t = useTranslations("Admin.publishing.states");
  return (
    <span className={styles.badge} data-state={state}>
      {t(state)}
    </span>
  );
}
