import { describe, expect, it } from "vitest";
import { addObjective, removeObjective } from "./objectives";

describe("objectives list", () => {
  it("adds a new objective trimmed", () => {
    expect(addObjective(["One"], "  Two  ")).toEqual(["One", "Two"]);
  });

  it("ignores an empty or blank objective", () => {
    expect(addObjective(["One"], "")).toEqual(["One"]);
    expect(addObjective(["One"], "   \t ")).toEqual(["One"]);
  });

  it("never mutates the given list", () => {
    const list = ["One"];
    addObjective(list, "Two");
    expect(list).toEqual(["One"]);
  });

  it("removes the objective at an index", () => {
    expect(removeObjective(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });
});
