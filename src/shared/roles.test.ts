import { describe, expect, it } from "vitest";
import { ROLES_OR_USER, withArticle } from "./roles";

describe("withArticle", () => {
  it("reads 'an' before a vowel sound and 'a' otherwise", () => {
    expect(ROLES_OR_USER.map(withArticle)).toEqual([
      "an Admin",
      "a Writer",
      "an Editor",
      "an Illustrator",
      "a Typesetter",
      "a User",
    ]);
  });
});
