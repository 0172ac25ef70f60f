import { getTranslations } from "next-intl/server";
import type { FirmFacts } from "@/lib/firm-settings/facts";
import cards from "./Card.module.css";
import styles from "./HomeSections.module.css";

/** The firm's professional registrations as its settings list them (none invented: nothing while there are none). */
export async function FirmRecognitions({ firm }: { firm: FirmFacts }) {
  if (firm.registrations.length === 0) return null;
  const t = await getTranslations("Home.recognitions");
  return (
    <section className={styles.section} aria-labelledby="home-recognitions-title">
      <h2 id="home-recognitions-title">{t("title")}</h2>
      <ul className={styles.recognitions}>
        {firm.registrations.map((registration) => (
          <li key={`${registration.authority}-${registration.number}`} className={cards.card}>
            <strong>{registration.authority}</strong>
            <span>{registration.label}</span>
            <span className={styles.number}>{t("number", { number: registration.number })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
