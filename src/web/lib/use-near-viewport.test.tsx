import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./use-near-viewport";

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

/** A stand-in IntersectionObserver the test drives; the last one made is `observers.at(-1)`. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

describe("useNearViewport", () => {
  it("is false until the element comes within the margin, then true, and stops watching", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    const observer = FakeObserver.made.at(-1) as FakeObserver;
    expect(observer.options.rootMargin).toBe("300px");
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByText("near")).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });

  it("is true at once in a browser without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
