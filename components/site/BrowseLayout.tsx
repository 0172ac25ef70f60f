import type { ReactNode } from "react";
import styles from "./BrowseLayout.module.css";

/** Home, category and topic pages: the accordion beside the content area. */
export function BrowseLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>{sidebar}</aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
