import { formChecked, formText, formTexts, orderFromText, type SaveFormState } from "@/lib/admin/forms";
import { SOCIAL_NETWORKS, TEAM_LIST_FIELDS, type SocialNetwork, type TeamMemberInput } from "./schema";

/**
 * The team member form's codec: what it posts, as typed, and the domain input made from it. A list
 * field (education, expertise…) is posted as one field per row, repeated under the same name; its
 * empty rows are kept here and dropped by the save.
 */
export type TeamListField = (typeof TEAM_LIST_FIELDS)[number];

export type TeamMemberFormValues = {
  languageCode: string;
  name: string;
  title: string;
  shortDescription: string;
  image: string;
  biography: string;
  order: string;
  isActive: boolean;
} & Record<TeamListField, string[]> &
  Record<SocialNetwork, string>;

export type TeamMemberFormState = SaveFormState<TeamMemberFormValues>;

const formList = (formData: FormData, name: string): string[] =>
  formData.getAll(name).map((value) => (typeof value === "string" ? value : ""));

export function teamMemberFormValuesFrom(formData: FormData): TeamMemberFormValues {
  return {
    ...formTexts(formData, ["languageCode", "name", "title", "shortDescription", "image", "biography", "order"]),
    ...listsOf((field) => formList(formData, field)),
    ...socialOf((network) => formText(formData, network)),
    isActive: formChecked(formData, "isActive"),
  };
}

export function teamMemberInputFrom(values: TeamMemberFormValues): TeamMemberInput {
  const { languageCode, name, title, shortDescription, image, biography, isActive } = values;
  return {
    languageCode,
    name,
    title,
    shortDescription,
    image,
    biography,
    ...listsOf((field) => values[field]),
    socialMedia: socialOf((network) => values[network]),
    isActive,
    order: orderFromText(values.order),
  };
}

/** A new member's form: empty, after the last member of its language, active. */
export function emptyTeamMemberValues(languageCode: string, order: number): TeamMemberFormValues {
  return {
    languageCode,
    name: "",
    title: "",
    shortDescription: "",
    image: "",
    biography: "",
    ...listsOf(() => []),
    ...socialOf(() => ""),
    order: String(order),
    isActive: true,
  };
}

type SavedTeamMember = Omit<TeamMemberFormValues, "order"> & { order: number };

/** The form's values for a saved member. */
export function teamMemberFormValues(member: SavedTeamMember): TeamMemberFormValues {
  return {
    languageCode: member.languageCode,
    name: member.name,
    title: member.title,
    shortDescription: member.shortDescription,
    image: member.image,
    biography: member.biography,
    ...listsOf((field) => [...member[field]]),
    ...socialOf((network) => member[network]),
    order: String(member.order),
    isActive: member.isActive,
  };
}

/**
 * The domain reports an invalid link under "socialMedia" with a code naming the network
 * ("twitterInvalid"): the form shows it next to that network's field.
 */
export function withSocialErrorsOnFields(state: TeamMemberFormState): TeamMemberFormState {
  const fieldErrors = state.fieldErrors as (TeamMemberFormState["fieldErrors"] & { socialMedia?: string }) | undefined;
  if (!fieldErrors?.socialMedia) return state;
  const { socialMedia: code, ...rest } = fieldErrors;
  const network = SOCIAL_NETWORKS.find((candidate) => code === `${candidate}Invalid`);
  return { ...state, fieldErrors: network ? { ...rest, [network]: code } : { ...rest, linkedin: code } };
}

function listsOf(value: (field: TeamListField) => string[]): Record<TeamListField, string[]> {
  return Object.fromEntries(TEAM_LIST_FIELDS.map((field) => [field, value(field)])) as Record<TeamListField, string[]>;
}

function socialOf(value: (network: SocialNetwork) => string): Record<SocialNetwork, string> {
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, value(network)])) as Record<
    SocialNetwork,
    string
  >;
}
