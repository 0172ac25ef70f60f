import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { paths, teamMemberAnchor } from "@/lib/site/paths";
import type { PublicTopic } from "@/lib/topics/queries";
import { getPublicReviewer } from "@/lib/topics/review-queries";
import styles from "./TopicReview.module.css";

/**
 * Under a topic's title: when it was first published, and when it was last legally reviewed and by
 * whom, the reviewer linked to their card on the team page of the page's language when it shows one.
 */
export async function TopicReview({ topic }: { topic: PublicTopic }) {
  const { publishedAt, reviewedAt, reviewedBy } = topic;
  if (!publishedAt && !reviewedAt) return null;
  const locale = await getLocale();
  const t = await getTranslations("TopicReview");
  const format = await getFormatter();
  const reviewer = reviewedBy ? await getPublicReviewer(reviewedBy, locale) : null;
  const day = (date: Date) => (
    <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: "long", timeZone: FIRM_TIME_ZONE })}</time>
  );
  return (
    <dl className={styles.review} data-testid="topic-review">
      {publishedAt && (
        <div>
          <dt>{t("published")}</dt>
          <dd>{day(publishedAt)}</dd>
        </div>
      )}
      {reviewedAt && (
        <div>
          <dt>{t("lastReviewed")}</dt>
          <dd>{day(reviewedAt)}</dd>
        </div>
      )}
      {reviewer && (
        <div>
          <dt>{t("reviewedBy")}</dt>
          <dd>
            {reviewer.memberId ? (
              <Link href={`${paths.team}#${teamMemberAnchor(reviewer.memberId)}`}>{reviewer.name}</Link>
            ) : (
              reviewer.name
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
