import type { ReactNode } from "react";
import styles from "./PageHeader.module.css";

/**
 * The top of every public page with a header of its own: a small label where it has one, the page's
 * one <h1> (styled for every page at once: app/globals.css) and its lead paragraph(s).
 */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1>{title}</h1>
      {children && <div className={styles.lead}>{children}</div>}
    </header>
  );
}
