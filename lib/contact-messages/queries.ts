import { db } from "@/lib/db";

/** The firm's inbox: newest first (the admin's messages tab). */
export function findContactMessages({ take = 50, skip = 0 }: { take?: number; skip?: number } = {}) {
  return db.contactMessage.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    skip,
    select: { id: true, name: true, email: true, phone: true, subject: true, message: true, createdAt: true, readAt: true },
  });
}

export function countUnreadContactMessages(): Promise<number> {
  return db.contactMessage.count({ where: { readAt: null } });
}
