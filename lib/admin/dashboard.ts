import { db } from "@/lib/db";

export interface DashboardStats {
  categories: number;
  contents: number;
  activeLanguages: number;
  maintenanceOn: boolean;
}

/** The dashboard's counts and status; null when the database cannot be reached. */
export async function findDashboardStats(): Promise<DashboardStats | null> {
  try {
    const [categories, contents, activeLanguages, maintenance] = await Promise.all([
      db.category.count(),
      db.content.count(),
      db.language.count({ where: { isActive: true } }),
      db.maintenanceSettings.findUnique({ where: { id: 1 }, select: { isActive: true } }),
    ]);
    return { categories, contents, activeLanguages, maintenanceOn: maintenance?.isActive ?? false };
  } catch (error) {
    console.error("Dashboard statistics could not be read", error);
    return null;
  }
}
