import { describe, expect, it } from "vitest";
import { teamPersonsSchema } from "@/lib/site/structured-data";
import { initialsOf, safeUrl } from "@/lib/team-members/public";
import type { TeamMember } from "@/lib/team-members/schema";

describe("initialsOf", () => {
  it("takes the first and last name, skipping titles such as Av. and Prof. Dr.", () => {
    expect(initialsOf("Av. Ayşe Nur Demir", "tr")).toBe("AD");
    expect(initialsOf("Prof. Dr. Mehmet Kaya", "tr")).toBe("MK");
    expect(initialsOf("Elif", "tr")).toBe("E");
    expect(initialsOf("  Dr.  ", "tr")).toBe("D");
  });

  it("upper-cases in the page's language (Turkish dotted i)", () => {
    expect(initialsOf("ilker ışık", "tr")).toBe("İI");
    expect(initialsOf("ilker ışık", "en")).toBe("II");
  });
});

describe("safeUrl", () => {
  it("keeps http(s) URLs and, for photos only, paths on this site", () => {
    expect(safeUrl(" https://www.linkedin.com/in/x ", { allowSitePath: false })).toBe("https://www.linkedin.com/in/x");
    expect(safeUrl("/team/a.jpg", { allowSitePath: true })).toBe("/team/a.jpg");
    expect(safeUrl("/team/a.jpg", { allowSitePath: false })).toBeNull();
  });

  it("drops scripts, protocol-relative URLs, other schemes and blanks", () => {
    expect(safeUrl("javascript:alert(1)", { allowSitePath: true })).toBeNull();
    expect(safeUrl("//evil.example/x.jpg", { allowSitePath: true })).toBeNull();
    expect(safeUrl("data:image/png;base64,AAAA", { allowSitePath: true })).toBeNull();
    expect(safeUrl("", { allowSitePath: true })).toBeNull();
  });
});

describe("teamPersonsSchema", () => {
  const member: TeamMember = {
    id: 1,
    name: "Ayşe Demir",
    title: "Marka Vekili",
    shortDescription: "Marka tescili",
    image: null,
    biography: "",
    education: [],
    expertise: ["Marka"],
    courses: [],
    languages: [],
    memberships: [],
    publications: [],
    social: { linkedin: "https://www.linkedin.com/in/ayse" },
  };

  it("describes each member as a schema.org Person working for Bursa Patent", () => {
    const [person] = teamPersonsSchema([member], "Bursa Patent")["@graph"];
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Ayşe Demir",
      jobTitle: "Marka Vekili",
      worksFor: { "@type": "Organization", name: "Bursa Patent" },
      sameAs: ["https://www.linkedin.com/in/ayse"],
    });
    expect(person?.image).toBeUndefined();
    const [withoutProfiles] = teamPersonsSchema([{ ...member, social: {} }], "Bursa Patent")["@graph"];
    expect(withoutProfiles?.sameAs).toBeUndefined();
  });
});
