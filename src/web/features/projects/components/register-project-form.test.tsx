import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectDetail } from "#web/test/api-fixtures";
import { stubApi } from "#web/test/api-stub";
import { ADMIN_ME, renderWithProviders } from "#web/test/render";
import { RegisterProjectForm } from "./register-project-form";

afterEach(() => vi.unstubAllGlobals());

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "Moon Book");
  await user.type(screen.getByLabelText("Summary"), "A book about the moon and tides.");
  await user.type(screen.getByLabelText("Subject"), "Science");
  await user.type(screen.getByLabelText("Level"), "Grade 3");
  await user.type(screen.getByLabelText("Author"), "Jo Moon");
  await user.type(screen.getByLabelText("Genre"), "Non-fiction");
  await user.type(screen.getByLabelText("New objective"), "Explain tides{Enter}");
}

describe("RegisterProjectForm", () => {
  it("shows every register validation message, with the register author message", async () => {
    stubApi({ "/users/directory": { $get: { users: [] } } });
    const user = userEvent.setup();
    renderWithProviders(<RegisterProjectForm />);
    await user.click(screen.getByRole("button", { name: "Register Project" }));
    for (const message of [
      "Title must be at least 2 characters",
      "Summary must be at least 10 characters",
      "Subject must be at least 2 characters",
      "Please specify the level",
      "Author must be at least 2 characters",
      "Genre must be at least 2 characters",
      "Please add at least one objective",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("hides the project team from non-admins", () => {
    stubApi({});
    renderWithProviders(<RegisterProjectForm />, { me: { ...ADMIN_ME, role: "Writer" } });
    expect(screen.queryByText("Project Team")).not.toBeInTheDocument();
  });

  it("offers only staff in the team member picker, never an account without a role", async () => {
    const person = (id: string, full_name: string, role: "Editor" | "User") => ({
      id,
      email: `${id}@x.test`,
      full_name,
      avatar_url: null,
      role,
      created_at: "2024-01-01T00:00:00.000Z",
    });
    stubApi({
      "/users/directory": {
        $get: { users: [person("u2", "Eve Editor", "Editor"), person("u3", "Una Nobody", "User")] },
      },
    });
    renderWithProviders(<RegisterProjectForm />);
    const picker = screen.getByLabelText("Team member 1");
    await waitFor(() => expect(within(picker).getByRole("option", { name: "Eve Editor" })).toBeInTheDocument());
    expect(within(picker).queryByRole("option", { name: "Una Nobody" })).not.toBeInTheDocument();
  });

  it("sends complete team rows only, and no deadline when left empty", async () => {
    const fetchMock = stubApi({
      "/users/directory": {
        $get: {
          users: [
            {
              id: "u2",
              email: "ben@x.test",
              full_name: "Ben Writer",
              avatar_url: null,
              role: "Writer",
              created_at: "2024-01-01T00:00:00.000Z",
            },
          ],
        },
      },
      "/projects": { $post: projectDetail({ id: "new-id" }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterProjectForm />);
    await fillRequiredFields(user);
    await user.click(screen.getByRole("button", { name: "Add Team Member" }));
    // Row 2 has a role but no user: it is dropped.
    await user.selectOptions(screen.getByLabelText("Role for team member 2"), "Editor");
    await user.click(screen.getByRole("button", { name: "Register Project" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: "Moon Book",
      summary: "A book about the moon and tides.",
      subject: "Science",
      level: "Grade 3",
      author: "Jo Moon",
      genre: "Non-fiction",
      objectives: ["Explain tides"],
      deadline: null,
      assignments: [{ userId: "admin-1", role: "Writer" }],
    });
  });

  it("registers once on a double click: the button is disabled from the first click until the answer", async () => {
    const fetchMock = stubApi({
      "/users/directory": { $get: { users: [] } },
      "/projects": { $post: projectDetail({ id: "new-id" }) },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterProjectForm />, { me: { ...ADMIN_ME, role: "Writer" } });
    await fillRequiredFields(user);
    const button = screen.getByRole("button", { name: "Register Project" });
    await user.dblClick(button);
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").length;
    await waitFor(() => expect(posts()).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole("button", { name: "Register Project" })).toBeEnabled());
    expect(posts()).toBe(1);
  });

  it("sends a registration whose answer was lost again under the same key, so the server makes one project", async () => {
    let posts = 0;
    const fetchMock = stubApi({
      "/users/directory": { $get: { users: [] } },
      "/projects": {
        $post: () => {
          posts += 1;
          // The first answer is lost on the way back, as on a dropped connection.
          if (posts === 1) throw new TypeError("Failed to fetch");
          return projectDetail({ id: "new-id" });
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterProjectForm />, { me: { ...ADMIN_ME, role: "Writer" } });
    await fillRequiredFields(user);
    await user.click(screen.getByRole("button", { name: "Register Project" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Register Project" })).toBeEnabled());
    expect(screen.getByLabelText("Title")).toHaveValue("Moon Book");
    await user.click(screen.getByRole("button", { name: "Register Project" }));
    await waitFor(() => expect(posts).toBe(2));
    const keys = fetchMock.mock.calls
      .filter(([input, init]) => init?.method === "POST" && String(input).endsWith("/api/projects"))
      .map(([, init]) => new Headers(init?.headers).get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
