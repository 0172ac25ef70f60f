import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/site-navigation";
import { getPortraits } from "@/lib/media/public";
import type { PublicMember } from "@/lib/topics/review-queries";
import { TeamAvatar } from "./TeamAvatar";
import styles from "./ContentViews.module.css";
import { paths } from "@/lib/site/paths";

/**
 * The way to an expert, closing an article or the team page; under an article the firm's lawyer
 * who last reviewed it stands in it, with their photo and title.
 */
export async function ExpertSupport({ reviewer }: { reviewer?: PublicMember | null }) {
  const t = await getTranslations("ExpertSupport");
  return (
    <aside className={styles.support} aria-labelledby="expert-support-title">
      {reviewer && <ReviewerCard reviewer={reviewer} label={t("reviewer", { name: reviewer.name })} />}
      <div>
        <h2 id="expert-support-title">{t("title")}</h2>
        <p>{t("text")}</p>
        <Link href={paths.contact} className={styles.supportLink}>
          {t("cta")}
        </Link>
      </div>
    </aside>
  );
}

async function ReviewerCard({ reviewer, label }: { reviewer: PublicMember; label: string }) {
  const locale = await getLocale();
  const portrait = (await getPortraits([reviewer.image]))(reviewer.image);
  return (
    <figure className={styles.reviewer}>
      <TeamAvatar member={reviewer} locale={locale} size="card" portrait={portrait} />
      <figcaption>
        <strong>{label}</strong>
        {reviewer.title && <span>{reviewer.title}</span>}
      </figcaption>
    </figure>
  );
}
