import { getTranslations } from "next-intl/server";
import { deleteMediaAction } from "@/lib/media/actions";
import { ConfirmDeleteButton } from "../ConfirmDeleteButton";
import styles from "./MediaItem.module.css";

/**
 * Delete, asked first. A file in use is refused by the write (whoever added a use since the page was
 * loaded included); the refusal lists where it is used, as the page found it, and how to take it off the home page.
 */
export async function MediaDeleteButton({
  adminLang,
  media,
  places,
  placed,
}: {
  adminLang: string;
  media: { id: number; fileName: string };
  /** The uses as the page names them ("Makale: …"). */
  places: string[];
  /** Whether the site shows it by itself (the home page's picture), which only this page's box takes away. */
  placed: boolean;
}) {
  const t = await getTranslations("Admin.media");
  return (
    <section className={styles.panel}>
      <ConfirmDeleteButton
        action={deleteMediaAction}
        fields={{ id: media.id, adminLang }}
        texts={{
          button: t("delete.button"),
          buttonLabel: t("delete.buttonLabel", { name: media.fileName }),
          title: t("delete.title"),
          question: t("delete.question", { name: media.fileName }),
          cancel: t("delete.cancel"),
          confirm: t("delete.confirm"),
          errors: {
            inUse: [
              places.length > 0 ? t("errors.inUseAt", { places: places.join("; ") }) : t("errors.inUse"),
              ...(placed ? [t("errors.inUseOnHome")] : []),
            ].join(" "),
            notFound: t("errors.notFound"),
            deleteFailed: t("errors.deleteFailed"),
            unauthorized: t("errors.unauthorized"),
          },
        }}
      />
    </section>
  );
}
