import { db } from "@/lib/db";

/** How many messages an inbox page lists. */
export const INBOX_PAGE_SIZE = 50;

const LISTED = { id: true, name: true, email: true, subject: true, languageCode: true, fromPath: true, createdAt: true, readAt: true } as const;

export type InboxFilter = "all" | "unread";

/** The firm's inbox (spec: the contact form's messages), newest first, a page at a time. */
export async function findInboxPage({ page = 1, filter = "all" }: { page?: number; filter?: InboxFilter } = {}) {
  const where = filter === "unread" ? { readAt: null } : {};
  const [rows, total] = await Promise.all([
    db.contactMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: INBOX_PAGE_SIZE, skip: (page - 1) * INBOX_PAGE_SIZE, select: LISTED }),
    db.contactMessage.count({ where }),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) };
}
export type InboxRow = Awaited<ReturnType<typeof findInboxPage>>["rows"][number];

export function findContactMessage(id: number) {
  return db.contactMessage.findUnique({ where: { id }, select: { ...LISTED, phone: true, message: true } });
}

/** Every message, newest first, for the CSV export. */
export function findAllContactMessages() {
  return db.contactMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { ...LISTED, phone: true, message: true } });
}

export function countUnreadContactMessages(): Promise<number> {
  return db.contactMessage.count({ where: { readAt: null } });
}
