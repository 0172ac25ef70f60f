import styles from "./Keywords.module.css";

export function Keywords({ keywords, label }: { keywords: string[]; label: string }) {
  if (keywords.length === 0) return null;
  return (
    <ul className={styles.keywords} aria-label={label}>
      {keywords.map((keyword) => (
        <li key={keyword}>{keyword}</li>
      ))}
    </ul>
  );
}
