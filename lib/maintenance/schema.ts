import { z } from "zod";

/** The maintenance settings, a single record. Defaults: inactive, 'Sitemizi Yeniliyoruz', '2 saat'. */
export const MAINTENANCE_DEFAULTS = {
  isActive: false,
  title: "Sitemizi Yeniliyoruz",
  message: "",
  estimatedTime: "2 saat",
  contactEmail: "",
  contactPhone: "",
} as const;

export const maintenanceSchema = z.object({
  isActive: z.boolean().default(MAINTENANCE_DEFAULTS.isActive),
  title: z.string().trim().min(1, "titleRequired").max(200, "titleTooLong").default(MAINTENANCE_DEFAULTS.title),
  message: z.string().trim().max(2000, "messageTooLong").default(MAINTENANCE_DEFAULTS.message),
  estimatedTime: z.string().trim().max(100, "estimatedTimeTooLong").default(MAINTENANCE_DEFAULTS.estimatedTime),
  contactEmail: z.union([z.literal(""), z.email("emailInvalid")]).default(MAINTENANCE_DEFAULTS.contactEmail),
  contactPhone: z
    .string()
    .trim()
    .max(30, "phoneTooLong")
    .regex(/^[\d\s()+-]*$/, "phoneInvalid")
    .default(MAINTENANCE_DEFAULTS.contactPhone),
});

export type MaintenanceInput = z.input<typeof maintenanceSchema>;
export type MaintenanceSettings = z.output<typeof maintenanceSchema> & { lastUpdated: Date };
