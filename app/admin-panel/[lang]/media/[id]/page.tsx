import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { MediaDeleteButton } from "@/components/admin/media/MediaDeleteButton";
import { MediaDetailsForm } from "@/components/admin/media/MediaDetailsForm";
import { MediaFacts } from "@/components/admin/media/MediaFacts";
import { MediaThumbnail } from "@/components/admin/media/MediaThumbnail";
import { MediaUses, mediaUseLabels } from "@/components/admin/media/MediaUses";
import { ReplaceFile } from "@/components/admin/media/ReplaceFile";
import styles from "@/components/admin/media/MediaItem.module.css";
import { parseId } from "@/lib/admin/forms";
import { adminHref, isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { db } from "@/lib/db";
import { activeLanguagesOf, getLanguages } from "@/lib/languages/queries";
import { mediaFormValues } from "@/lib/media/form";
import type { MediaKind } from "@/lib/media/limits";
import { findMediaFile } from "@/lib/media/queries";
import { stableMediaPath } from "@/lib/media/urls";
import { findMediaUses } from "@/lib/media/usage";
import { absoluteUrl } from "@/lib/site/url";

/**
 * One library file: its preview (where a click sets the focal point), its details and texts per
 * active language, what it is, where it is used, replacing it, and deleting it (refused while used).
 */
export default async function MediaItemPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/media/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/media/${id}`);
  const mediaId = parseId(id);
  const media = mediaId ? await findMediaFile(db, mediaId) : null;
  if (!media) notFound();
  const t = await getTranslations("Admin.media");
  const query = await searchParams;
  const languages = await getLanguages();
  const active = activeLanguagesOf(languages);
  const uses = await findMediaUses(db, media.id);
  const url = absoluteUrl(stableMediaPath(media));
  const version = media.updatedAt.getTime();
  const image =
    media.kind === "image" && media.width && media.height
      ? { media, alt: t("item.preview", { name: media.fileName }) }
      : undefined;
  return (
    <AdminShell lang={lang} email={session.email} section="media">
      <p className={styles.back}>
        <a href={adminHref(lang, "/media")}>← {t("item.back")}</a>
      </p>
      <h1 className={styles.title}>{media.fileName}</h1>
      <OutcomeToast message={query.saved ? t("saved") : ""} />
      <div className={styles.layout}>
        <div>
          {!image && (
            <div className={styles.documentPreview}>
              <MediaThumbnail media={media} kind={media.kind} label={t("document")} />
            </div>
          )}
          <MediaDetailsForm
            key={version}
            adminLang={lang}
            existing={{ id: media.id, updatedAt: version }}
            initial={mediaFormValues(
              media,
              active.map(({ code }) => code),
            )}
            languages={active.map(({ code, nativeName }) => ({ code, name: nativeName }))}
            image={image}
          />
        </div>
        <div className={styles.side}>
          <MediaFacts lang={lang} media={media} url={url} />
          <MediaUses lang={lang} uses={uses} languages={languages} />
          <ReplaceFile id={media.id} kind={media.kind as MediaKind} updatedAt={version} url={url} />
          <MediaDeleteButton
            adminLang={lang}
            media={media}
            places={await mediaUseLabels(uses, languages)}
            placed={uses.some((use) => use.entity === "placement")}
          />
        </div>
      </div>
    </AdminShell>
  );
}
