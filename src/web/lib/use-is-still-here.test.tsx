import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useIsStillHere } from "./use-is-still-here";

/** The check the list page rendered last. */
const checks: { isStillHere?: () => boolean } = {};

function ListPage() {
  checks.isStillHere = useIsStillHere();
  return <p>List</p>;
}

function ProjectPage() {
  return <p>Project</p>;
}

/** The list page, and a project page whose code arrives only when let. */
function setUp() {
  let letProjectPageArrive = () => {};
  const projectPageCode = new Promise<void>((resolve) => {
    letProjectPageArrive = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: "/list", Component: ListPage },
      {
        path: "/project",
        lazy: async () => {
          await projectPageCode;
          return { Component: ProjectPage };
        },
      },
    ],
    { initialEntries: ["/list"] },
  );
  render(<RouterProvider router={router} />);
  return { router, letProjectPageArrive };
}

describe("useIsStillHere", () => {
  it("says yes on the page, and no from the moment a navigation away starts, before anything renders", async () => {
    const { router, letProjectPageArrive } = setUp();
    const isStillHere = checks.isStillHere as () => boolean;
    expect(isStillHere()).toBe(true);
    // The same page with another search is not leaving it.
    await act(() => router.navigate("/list?q=moon", { replace: true }));
    expect(isStillHere()).toBe(true);
    const leaving = router.navigate("/project");
    expect(router.state.navigation.state).toBe("loading");
    expect(isStillHere()).toBe(false);
    letProjectPageArrive();
    await act(() => leaving);
    // Arrived elsewhere: a check kept from the list page still says no.
    expect(router.state.location.pathname).toBe("/project");
    expect(isStillHere()).toBe(false);
  });
});
