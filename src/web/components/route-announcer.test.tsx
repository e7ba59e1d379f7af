import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteAnnouncer } from "./route-announcer";

/** A page that fetches its project: busy first, then titled by it. */
function ProjectPage() {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTitle("Kofi and the Kite"), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main>
      <title>{`${title ?? "Project"} | Folio`}</title>
      {title ? <h1>{title}</h1> : <div role="status" aria-busy="true" />}
    </main>
  );
}

function renderPages() {
  const withAnnouncer = (page: React.ReactNode) => (
    <>
      {page}
      <RouteAnnouncer />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: withAnnouncer(
          <>
            <title>Dashboard | Folio</title>
            <h1>Dashboard</h1>
            <Link to="/projects?stage=Editing">Projects</Link>
            <Link to="/untitled">Untitled</Link>
            <Link to="/project">A project</Link>
          </>,
        ),
      },
      {
        path: "/projects",
        element: withAnnouncer(
          <>
            <title>Projects | Folio</title>
            <h1>Projects</h1>
            <Link to="/projects?stage=Writing">Writing only</Link>
          </>,
        ),
      },
      { path: "/untitled", element: withAnnouncer(<h1>Team Members</h1>) },
      { path: "/project", element: withAnnouncer(<ProjectPage />) },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(<RouterProvider router={router} />);
}

describe("RouteAnnouncer", () => {
  it("says nothing for the first page, then names the page a link opens by its title, and not again for a filter", async () => {
    const user = userEvent.setup();
    renderPages();
    const announcer = screen.getByTestId("route-announcer");
    expect(announcer).toHaveAttribute("aria-live", "assertive");
    expect(announcer).toHaveTextContent("");

    await user.click(screen.getByRole("link", { name: "Projects" }));
    await waitFor(() => expect(announcer).toHaveTextContent("Projects | Folio"));

    // A filter on the same page is not a page change: nothing new is said.
    await user.click(screen.getByRole("link", { name: "Writing only" }));
    expect(announcer).toHaveTextContent("Projects | Folio");
  });

  it("names a page without a title by its heading", async () => {
    const user = userEvent.setup();
    renderPages();
    await user.click(screen.getByRole("link", { name: "Untitled" }));
    await waitFor(() => expect(screen.getByTestId("route-announcer")).toHaveTextContent("Team Members"));
  });

  it("waits for a page's data, so a project is announced by its own title", async () => {
    const user = userEvent.setup();
    renderPages();
    const announcer = screen.getByTestId("route-announcer");
    await user.click(screen.getByRole("link", { name: "A project" }));
    await screen.findByRole("heading", { name: "Kofi and the Kite" });
    await waitFor(() => expect(announcer).toHaveTextContent("Kofi and the Kite | Folio"));
    expect(announcer).not.toHaveTextContent("Project | Folio");
  });
});
