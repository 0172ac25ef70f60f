import { notFound } from "next/navigation";
import { AdminShell } from "@/components/admin/AdminShell";
import { MessageView } from "@/components/admin/messages/MessageView";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { adminActor } from "@/lib/auth/session";
import { markContactMessageRead } from "@/lib/contact-messages/mutations";
import { findContactMessage } from "@/lib/contact-messages/queries";
import { refreshFromPageRender } from "@/lib/database/next-cache-refresh";
import { write } from "@/lib/database/write";

export default async function MessagePage({ params }: PageProps<"/admin-panel/[lang]/messages/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const session = await requireAdminPage(lang, `/messages/${id}`);
  const messageId = parseId(id);
  const message = messageId ? await findContactMessage(messageId) : null;
  if (!messageId || !message) notFound();
  // Opening a message marks it read (through the write path, like every write).
  if (!message.readAt)
    await write(await adminActor(), markContactMessageRead(messageId), { refresh: refreshFromPageRender });
  return (
    <AdminShell lang={lang} email={session.email} section="messages">
      <MessageView lang={lang} message={message} />
    </AdminShell>
  );
}
