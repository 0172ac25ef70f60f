import { getFormatter, getTranslations } from "next-intl/server";
import { adminHref, type AdminLocale } from "@/lib/admin/paths";
import { deleteContactMessageAction } from "@/lib/contact-messages/actions";
import type { findContactMessage } from "@/lib/contact-messages/queries";
import { ConfirmDeleteButton } from "../ConfirmDeleteButton";

type Message = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

/** One message as the firm reads it, with a reply link and its deletion. */
export async function MessageView({ lang, message }: { lang: AdminLocale; message: Message }) {
  const t = await getTranslations("Admin.messages");
  const format = await getFormatter();
  return (
    <article>
      <p>
        <a href={adminHref(lang, "/messages")}>{t("back")}</a>
      </p>
      <h1>{message.subject || t("noSubject")}</h1>
      <dl>
        <dt>{t("sender")}</dt>
        <dd>
          {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone && (
            <>
              {" "}
              · <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`}>{message.phone}</a>
            </>
          )}
        </dd>
        <dt>{t("received")}</dt>
        <dd>{format.dateTime(message.createdAt, { dateStyle: "long", timeStyle: "short" })}</dd>
        <dt>{t("origin")}</dt>
        <dd>
          <code>{message.languageCode ?? "–"}</code> {message.fromPath}
        </dd>
      </dl>
      <p style={{ whiteSpace: "pre-wrap" }}>{message.message}</p>
      <ConfirmDeleteButton
        action={deleteContactMessageAction}
        fields={{ id: message.id, adminLang: lang }}
        texts={{
          button: t("delete"),
          buttonLabel: t("deleteNamed", { title: message.name }),
          title: t("deleteTitle"),
          question: t("deleteConfirm", { name: message.name }),
          cancel: t("cancel"),
          confirm: t("confirmDelete"),
          errors: {
            deleteFailed: t("errors.deleteFailed"),
            notFound: t("errors.notFound"),
            unauthorized: t("errors.unauthorized"),
          },
        }}
      />
    </article>
  );
}
