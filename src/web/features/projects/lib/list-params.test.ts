import { describe, expect, it } from "vitest";
import { isNarrowed, listTitle, readListParams, writeListParams } from "./list-params";

describe("project list params", () => {
  it("defaults to every project with no search", () => {
    expect(readListParams(new URLSearchParams())).toEqual({
      filter: "all",
      q: "",
      subject: "",
      level: "",
      sort: "updated",
    });
  });

  it("ignores an unknown filter", () => {
    expect(readListParams(new URLSearchParams("filter=bogus")).filter).toBe("all");
  });

  it("round-trips through the URL, leaving defaults out", () => {
    const params = { filter: "others", q: "moon", subject: "Science", level: "", sort: "updated" } as const;
    const search = writeListParams(params);
    expect(search.toString()).toBe("filter=others&q=moon&subject=Science");
    expect(readListParams(search)).toEqual(params);
  });

  it("keeps the stage and 'assigned to me' filters of the role dashboard card", () => {
    const search = new URLSearchParams("stage=Editing&assigned=me");
    expect(readListParams(search)).toEqual({
      filter: "all",
      q: "",
      subject: "",
      level: "",
      sort: "updated",
      stage: "Editing",
      assigned: "me",
    });
    expect(writeListParams(readListParams(search)).toString()).toBe("stage=Editing&assigned=me");
    expect(readListParams(new URLSearchParams("stage=Nope&assigned=you"))).toEqual({
      filter: "all",
      q: "",
      subject: "",
      level: "",
      sort: "updated",
    });
  });

  it("keeps a chosen order in the URL and ignores an unknown one", () => {
    const search = writeListParams({ filter: "all", q: "", subject: "", level: "", sort: "deadline" });
    expect(search.toString()).toBe("sort=deadline");
    expect(readListParams(search).sort).toBe("deadline");
    expect(readListParams(new URLSearchParams("sort=random")).sort).toBe("updated");
  });

  it("tells a list narrowed by any filter or search from the whole list, the order aside", () => {
    const read = (query: string) => readListParams(new URLSearchParams(query));
    expect(isNarrowed(read(""), true)).toBe(false);
    expect(isNarrowed(read("sort=title"), true)).toBe(false);
    expect(isNarrowed(read("q=%20%20"), true)).toBe(false);
    for (const query of ["q=moon", "subject=Science", "level=Grade%204", "stage=Editing", "assigned=me"]) {
      expect(isNarrowed(read(query), false), query).toBe(true);
    }
    // Only an Admin's filter buttons narrow: everyone else's list is always their own.
    expect(isNarrowed(read("filter=mine"), true)).toBe(true);
    expect(isNarrowed(read("filter=mine"), false)).toBe(false);
  });

  it("titles the list per role and filter", () => {
    expect(listTitle(false, "others")).toBe("My Projects");
    expect(listTitle(true, "all")).toBe("All Projects");
    expect(listTitle(true, "mine")).toBe("My Projects");
    expect(listTitle(true, "others")).toBe("Staff Projects");
  });
});
