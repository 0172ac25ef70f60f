import { getLocale, getTranslations } from "next-intl/server";
import { getFirmFacts } from "@/lib/firm-settings/public";
import { telHref } from "@/lib/site/firm";
import { Link } from "@/lib/i18n/site-navigation";
import styles from "./ServicesContactCta.module.css";
import { paths } from "@/lib/site/paths";

interface ServicesContactCtaProps {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  text: string;
  action: string;
}

/** The closing band of an information page: why to get in touch, a link to /iletisim and the phone. */
export async function ServicesContactCta({ id, title, text, action }: ServicesContactCtaProps) {
  const t = await getTranslations("Services");
  const [phone] = (await getFirmFacts(await getLocale())).phones;
  return (
    <section className={styles.cta} aria-labelledby={id}>
      <div className={styles.copy}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
      </div>
      <div className={styles.actions}>
        <Link href={paths.contact} className={styles.primary}>
          {action}
        </Link>
        {phone && (
          <p className={styles.phone}>
            {t("callUs")} <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
      </div>
    </section>
  );
}
