import type { CategoryInput } from "@/lib/categories/schema";
import type { LanguageInput } from "@/lib/languages/schema";
import type { MaintenanceInput } from "@/lib/maintenance/schema";
import type { TeamMemberInput } from "@/lib/team-members/schema";
import type { TopicInput } from "@/lib/topics/schema";

/**
 * Shapes of the demo content in seed-data.ts: the domain inputs (lib/<entity>/schema.ts), less what
 * the seed fills in itself (language, category). `key` links the versions of one item across languages.
 */
export type SeedLanguage = Required<LanguageInput>;

export type SeedTopic = Omit<TopicInput, "languageCode" | "categoryId"> & { key: string; slug: string; title: string; body: string; keywords: string[] };

export type SeedCategory = Omit<CategoryInput, "languageCode"> & { key: string; slug: string; title: string; topics: SeedTopic[] };

export type SeedTeamMember = Required<Omit<TeamMemberInput, "languageCode" | "socialMedia" | "isActive">> & { key: string; linkedin: string };

export type SeedMaintenance = Required<MaintenanceInput>;
