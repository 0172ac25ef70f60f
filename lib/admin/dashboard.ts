import { countUnreadContactMessages } from "@/lib/contact-messages/queries";
import { db } from "@/lib/db";
import { findReviewsDue, type ReviewDue } from "@/lib/topics/review-queries";

export interface DashboardStats {
  categories: number;
  topics: number;
  activeLanguages: number;
  unreadMessages: number;
  maintenanceOn: boolean;
  /** Published topics whose legal review is overdue or due within 30 days, the oldest due first. */
  reviewsDue: ReviewDue[];
}

/** The dashboard's counts and status; null when the database cannot be reached. */
export async function findDashboardStats(): Promise<DashboardStats | null> {
  try {
    const [categories, topics, activeLanguages, maintenance, unreadMessages, reviewsDue] = await Promise.all([
      db.category.count(),
      db.topic.count(),
      db.language.count({ where: { isActive: true } }),
      db.maintenanceSettings.findUnique({ where: { id: 1 }, select: { isActive: true } }),
      countUnreadContactMessages(),
      findReviewsDue(),
    ]);
    const maintenanceOn = maintenance?.isActive ?? false;
    return { categories, topics, activeLanguages, unreadMessages, maintenanceOn, reviewsDue };
  } catch (error) {
    console.error("Dashboard statistics could not be read", error);
    return null;
  }
}
