import type { ReactNode } from "react";
import styles from "./ServicesPageIntro.module.css";

/** The top of an information page: a small label, the page's one <h1> and its lead paragraph(s). */
export function ServicesPageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.lead}>{children}</div>}
    </header>
  );
}
