import type { ReactNode } from "react";
import styles from "./BrowseLayout.module.css";

/**
 * Home, category and topic pages: the accordion beside the content area. The content comes first in
 * the document, as a phone shows it (the menu below it): a page arriving slowly is drawn in the order
 * it arrives, so a menu written first would be drawn at the top and pushed down by the content after
 * it (a layout shift of 0.19-0.29 on a busy server). On a wider screen the grid puts the menu back in
 * the first column.
 */
export function BrowseLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      <aside className={styles.sidebar}>{sidebar}</aside>
    </div>
  );
}
