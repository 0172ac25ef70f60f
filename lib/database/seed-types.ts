/** Shapes of the demo content in seed-data.ts. `key` links the versions of one item across languages. */
export interface SeedLanguage {
  code: string;
  name: string;
  nativeName: string;
  flag: string;
  isDefault: boolean;
  isActive: boolean;
  order: number;
}

export interface SeedTopic {
  key: string;
  slug: string;
  title: string;
  section: string;
  order: number;
  keywords: string[];
  metaTitle: string;
  metaDescription: string;
  /** Rich HTML as the editor would store it: h2/h3, p, strong, em, ul/ol/li, a href. */
  body: string;
}

export interface SeedCategory {
  key: string;
  slug: string;
  title: string;
  description: string;
  order: number;
  topics: SeedTopic[];
}

export interface SeedTeamMember {
  key: string;
  name: string;
  title: string;
  shortDescription: string;
  image: string;
  biography: string;
  education: string[];
  expertise: string[];
  courses: string[];
  languages: string[];
  memberships: string[];
  publications: string[];
  linkedin: string;
  order: number;
}

export interface SeedMaintenance {
  isActive: boolean;
  title: string;
  message: string;
  estimatedTime: string;
  contactEmail: string;
  contactPhone: string;
}
