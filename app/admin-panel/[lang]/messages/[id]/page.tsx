import { notFound } from "next/navigation";
import { AdminShell } from "@/components/admin/AdminShell";
import { OutcomeToast } from "@/components/admin/OutcomeToast";
import { MessageDelivery } from "@/components/admin/messages/MessageDelivery";
import { MessageView } from "@/components/admin/messages/MessageView";
import { parseId } from "@/lib/admin/forms";
import { isAdminLocale, withQuery } from "@/lib/admin/paths";
import { requireAdminPage } from "@/lib/auth/require-admin-page";
import { adminActor } from "@/lib/auth/session";
import { parseInboxQuery } from "@/lib/contact-messages/inbox-query";
import { markContactMessageRead } from "@/lib/contact-messages/mutations";
import { findAssignees, findContactMessage, findNeighbours } from "@/lib/contact-messages/queries";
import { refreshFromPageRender } from "@/lib/database/next-cache-refresh";
import { write } from "@/lib/database/write";
import { inboxOutcome } from "../outcome";

export default async function MessagePage({ params, searchParams }: PageProps<"/admin-panel/[lang]/messages/[id]">) {
  const { lang, id } = await params;
  if (!isAdminLocale(lang)) return null;
  const search = await searchParams;
  const session = await requireAdminPage(lang, withQuery(`/messages/${id}`, search));
  const messageId = parseId(id);
  const message = messageId ? await findContactMessage(messageId) : null;
  if (!messageId || !message) notFound();
  // Opening a message marks it read (through the write path, like every write).
  if (!message.readAt)
    await write(await adminActor(), markContactMessageRead(messageId), { refresh: refreshFromPageRender });
  // Next and previous walk the list the message was opened from (its filters ride in the address).
  const query = parseInboxQuery(search);
  const [neighbours, assignees] = await Promise.all([
    findNeighbours(message, query),
    findAssignees(message.languageCode),
  ]);
  return (
    <AdminShell lang={lang} email={session.email} section="messages">
      <OutcomeToast message={await inboxOutcome(search.saved)} />
      <MessageView lang={lang} message={message} query={query} neighbours={neighbours} assignees={assignees} />
      <MessageDelivery messageId={message.id} lang={lang} />
    </AdminShell>
  );
}
