import { getLocale, getTranslations } from "next-intl/server";
import { getPlacedMedia, type PublicMedia } from "@/lib/media/public";
import { pictureAlt } from "@/lib/media/picture";
import { withoutIsolates } from "@/lib/i18n/isolate-stand-ins";
import { HeroArt, type HeroArtFile } from "./HeroArt";
import { HeroFrame } from "./HeroFrame";
import { Link } from "@/lib/i18n/site-navigation";
import { Typewriter } from "./Typewriter";
import buttons from "./Button.module.css";
import styles from "./Hero.module.css";
import { paths } from "@/lib/site/paths";

const PHRASE_KEYS = ["patent", "trademark", "design", "copyright", "legal"] as const;

/**
 * On every public page: the headline (whole in the server HTML) and the two calls to action; on the
 * home page on a desktop, the office's picture beside them.
 */
export async function Hero() {
  const t = await getTranslations("Hero");
  const [locale, art] = await Promise.all([getLocale(), getPlacedMedia("homeHero")]);
  const phrases = PHRASE_KEYS.map((key) => withoutIsolates(t(`phrases.${key}`)));
  return (
    <HeroFrame>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t("eyebrow")}</p>
          <p id="hero-title" className={styles.title}>
            {`${t("titleStart")} `}
            {/* Every phrase whole, unseen, in the typed one's cell: the cell is as wide and tall as the longest phrase at any width, so typing never moves what follows. */}
            <span className={styles.phrases}>
              {phrases.map((phrase) => (
                <span key={phrase} aria-hidden="true">
                  {phrase}
                </span>
              ))}
              <Typewriter phrases={phrases} />
            </span>
          </p>
          <p className={styles.lead}>{t("lead")}</p>
          <div className={styles.actions}>
            <Link href={paths.contact} className={buttons.accent}>
              {t("contactCta")}
            </Link>
            <Link href={paths.services} className={buttons.outline}>
              {t("servicesCta")}
            </Link>
          </div>
        </div>
        {art ? <HeroArt art={heroArtFile(art, locale)} /> : null}
      </div>
    </HeroFrame>
  );
}

/** What the picture needs of its file, and no more: every page carries these fields (HeroArt). */
function heroArtFile(media: PublicMedia, locale: string): HeroArtFile {
  const { id, addressKey, fileName, contentType, width, height, contentHash, focalX, focalY } = media;
  const alt = pictureAlt(media, locale);
  // The variants' versions read the hash's first 16 digits (lib/media/urls.ts).
  return {
    id,
    addressKey,
    fileName,
    contentType,
    width,
    height,
    contentHash: contentHash.slice(0, 16),
    focalX,
    focalY,
    alt,
  };
}
