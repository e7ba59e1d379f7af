import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedCallback } from "./use-debounced-callback";

describe("useDebouncedCallback", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls once with the last arguments after a pause", () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 300));
    act(() => {
      result.current("m");
      result.current("mo");
      result.current("moon");
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("moon");
  });

  it("drops a pending call on unmount", () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 300));
    act(() => result.current("x"));
    unmount();
    act(() => vi.advanceTimersByTime(300));
    expect(fn).not.toHaveBeenCalled();
  });

  it("drops a pending call when cancelled, and calls again after a new call", () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 300));
    act(() => result.current("stale"));
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(300));
    expect(fn).not.toHaveBeenCalled();
    act(() => result.current("fresh"));
    act(() => vi.advanceTimersByTime(300));
    expect(fn).toHaveBeenCalledExactlyOnceWith("fresh");
  });
});
