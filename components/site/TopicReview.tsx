import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { paths, teamMemberAnchor } from "@/lib/site/paths";
import type { PublicTopic } from "@/lib/topics/queries";
import type { PublicReviewer } from "@/lib/topics/review-queries";
import { readingMinutes } from "@/lib/text/reading-time";
import styles from "./TopicReview.module.css";

/**
 * Under a topic's title: when it was first published, when it was last legally reviewed and by
 * whom (the reviewer linked to their card on the team page of the page's language when it shows
 * one), and how long it takes to read.
 */
export async function TopicReview({ topic, reviewer }: { topic: PublicTopic; reviewer: PublicReviewer | null }) {
  const { publishedAt, reviewedAt } = topic;
  const minutes = readingMinutes(topic.body);
  if (!publishedAt && !reviewedAt && !minutes) return null;
  const t = await getTranslations("TopicReview");
  const format = await getFormatter();
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
      {minutes > 0 && (
        <div>
          <dt className="visually-hidden">{t("readingTimeTerm")}</dt>
          <dd>{t("readingTime", { minutes })}</dd>
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
