import type { PrismaClient } from "@/lib/generated/prisma/client";

export function countAdminUsers(db: PrismaClient): Promise<number> {
  return db.adminUser.count();
}

export function findAdminUserByEmail(db: PrismaClient, email: string) {
  return db.adminUser.findUnique({ where: { email } });
}
