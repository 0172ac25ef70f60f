import { getFormatter, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { FIRM_TIME_ZONE } from "@/lib/site/firm";
import { paths } from "@/lib/site/paths";
import type { PublicTopic } from "@/lib/topics/queries";
import type { PublicMember, TopicPeople } from "@/lib/topics/review-queries";
import { readingMinutes } from "@/lib/text/reading-time";
import styles from "./TopicReview.module.css";

/**
 * Under a topic's title: who wrote it, when it was first published, when it was last legally
 * reviewed and by whom (each person linked to their card on the team page of the page's language
 * when it shows one), and how long it takes to read.
 */
export async function TopicReview({ topic, people }: { topic: PublicTopic; people: TopicPeople }) {
  const { author, reviewer } = people;
  const { publishedAt, reviewedAt } = topic;
  const minutes = readingMinutes(topic.body);
  if (!author && !publishedAt && !reviewedAt && !minutes) return null;
  const t = await getTranslations("TopicReview");
  const format = await getFormatter();
  const day = (date: Date) => (
    <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: "long", timeZone: FIRM_TIME_ZONE })}</time>
  );
  const member = (shown: PublicMember) =>
    shown.memberId ? <Link href={paths.teamMember(shown.memberId)}>{shown.name}</Link> : shown.name;
  return (
    <dl className={styles.review} data-testid="topic-review">
      {author && (
        <div>
          <dt>{t("author")}</dt>
          <dd>{member(author)}</dd>
        </div>
      )}
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
          <dd>{member(reviewer)}</dd>
        </div>
      )}
    </dl>
  );
}
