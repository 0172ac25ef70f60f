import { getTranslations } from "next-intl/server";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { Pager } from "@/components/admin/Pager";
import { MediaFilter } from "@/components/admin/media/MediaFilter";
import { MediaGrid } from "@/components/admin/media/MediaGrid";
import { MediaUploader } from "@/components/admin/media/MediaUploader";
import { isFiltered, listHref, parseListQuery } from "@/lib/admin/list-query";
import { adminHref, isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { db } from "@/lib/db";
import { defaultLanguageOf, getLanguages } from "@/lib/languages/queries";
import { findMediaPage, MEDIA_PAGE_SIZE, mediaKindOf } from "@/lib/media/queries";

/** The media library: upload, then a grid of the files, newest first, searched, filtered by type and paged. */
export default async function MediaLibraryPage({ params, searchParams }: PageProps<"/admin-panel/[lang]/media">) {
  const { lang } = await params;
  if (!isAdminLocale(lang)) return null;
  const query = await searchParams;
  const session = await requireAdminPage(lang, withQuery("/media", query));
  const t = await getTranslations("Admin.media");
  // Every admin list's codec, its status being the files' kind; the grid keeps its own page size.
  const library = parseListQuery("mediaKind", query);
  const listPath = adminHref(lang, "/media");
  const page = await findMediaPage(db, {
    q: library.q,
    kind: mediaKindOf(library.status),
    page: library.page,
    pageSize: MEDIA_PAGE_SIZE,
  });
  const defaultLanguage = defaultLanguageOf(await getLanguages());
  return (
    <AdminShell lang={lang} email={session.email} section="media">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <OutcomeToast message={query.deleted ? t("deleted") : ""} />
      <MediaUploader itemsHref={listPath} />
      <MediaFilter action={listPath} query={library} />
      <MediaGrid lang={lang} rows={page.rows} defaultLanguage={defaultLanguage} filtered={isFiltered(library)} />
      <Pager list={page} hrefFor={(to) => listHref(listPath, { ...library, page: to })} />
    </AdminShell>
  );
}
