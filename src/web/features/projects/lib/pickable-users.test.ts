import { describe, expect, it } from "vitest";
import type { RoleOrUser } from "#shared/roles";
import type { TeamMember } from "#shared/schemas/team";
import { pickableUsers } from "./pickable-users";

const member = (
  id: string,
  full_name: string | null,
  email = `${id}@x.test`,
  role: RoleOrUser = "Writer",
): TeamMember => ({
  id,
  email,
  full_name,
  avatar_url: null,
  role,
  created_at: "2024-01-01T00:00:00.000Z",
});

describe("pickableUsers", () => {
  const user = { id: "me", email: "me@x.test", full_name: "Ada Admin", avatar_url: null };
  const me = { user, role: "Admin" as const };

  it("puts the signed-in user first, then colleagues by name", () => {
    const users = pickableUsers(me, [member("b", "Zoe"), member("a", "Ben")]);
    expect(users.map((u) => u.label)).toEqual(["Ada Admin (you)", "Ben", "Zoe"]);
  });

  it("falls back to the email for a user without a name, and never lists me twice", () => {
    const users = pickableUsers(me, [member("me", "Ada Admin"), member("c", null, "c@x.test")]);
    expect(users.map((u) => u.id)).toEqual(["me", "c"]);
    expect(users[1].label).toBe("c@x.test");
  });

  it("offers staff only: never an account without a role, nor the signed-in user without one", () => {
    const colleagues = [member("e", "Eve Editor", undefined, "Editor"), member("u", "Una Nobody", undefined, "User")];
    expect(pickableUsers(me, colleagues).map((u) => u.id)).toEqual(["me", "e"]);
    expect(pickableUsers({ user, role: "User" }, colleagues).map((u) => u.id)).toEqual(["e"]);
  });
});
