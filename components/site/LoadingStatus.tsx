import styles from "./LoadingStatus.module.css";

/** A spinner with its loading message: read out once by screen readers. */
export function LoadingStatus({ message, fullPage = false }: { message: string; fullPage?: boolean }) {
  return (
    <div
      className={fullPage ? `${styles.loading} ${styles.fullPage}` : styles.loading}
      role="status"
      data-testid="loading-status"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
