import { getFormatter, getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import type { ReviewDue } from "@/lib/topics/review-queries";
import dashboardStyles from "./DashboardView.module.css";
import styles from "./ReviewsDue.module.css";

/** The most overdue first: a site never reviewed yet would otherwise fill the dashboard. */
const SHOWN = 20;

/** The dashboard's published articles whose legal review is overdue or falls due soon, each linked to its form. */
export async function ReviewsDue({ lang, reviews }: { lang: AdminLocale; reviews: readonly ReviewDue[] }) {
  const t = await getTranslations("Admin.review");
  const format = await getFormatter();
  const day = (date: Date) => format.dateTime(date, { dateStyle: "long", timeZone: FIRM_TIME_ZONE });
  const shown = reviews.slice(0, SHOWN);
  return (
    <section aria-labelledby="reviews-due-title" className={dashboardStyles.card}>
      <h2 id="reviews-due-title">{t("dueTitle")}</h2>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{t("dueEmpty")}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((review) => (
            <li key={review.id} className={styles.item}>
              <a href={adminHref(lang, `/contents/${review.id}`)}>{review.title}</a>{" "}
              <span className={styles.language}>{review.languageCode.toUpperCase()}</span>
              <span className={review.overdue ? styles.overdue : styles.soon}>
                {review.reviewed
                  ? t(review.overdue ? "overdueSince" : "dueOn", { date: day(review.dueAt) })
                  : t("neverReviewed", { date: day(review.dueAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {reviews.length > shown.length && (
        <p className={styles.more}>{t("dueMore", { count: reviews.length - shown.length })}</p>
      )}
    </section>
  );
}
