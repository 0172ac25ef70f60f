import { countUnreadContactMessages } from "@/lib/contact-messages/queries";
import { db } from "@/lib/db";

export interface DashboardStats {
  categories: number;
  topics: number;
  activeLanguages: number;
  unreadMessages: number;
  maintenanceOn: boolean;
}

/** The dashboard's counts and status; null when the database cannot be reached. */
export async function findDashboardStats(): Promise<DashboardStats | null> {
  try {
    const [categories, topics, activeLanguages, maintenance, unreadMessages] = await Promise.all([
      db.category.count(),
      db.topic.count(),
      db.language.count({ where: { isActive: true } }),
      db.maintenanceSettings.findUnique({ where: { id: 1 }, select: { isActive: true } }),
      countUnreadContactMessages(),
    ]);
    return { categories, topics, activeLanguages, unreadMessages, maintenanceOn: maintenance?.isActive ?? false };
  } catch (error) {
    console.error("Dashboard statistics could not be read", error);
    return null;
  }
}
