import { type RefCallback, useCallback, useState } from "react";

/**
 * The tabIndex of a box that scrolls only when its content is larger than it (a wide table on a
 * phone): 0 while the content overflows, so a keyboard can reach the box and scroll it, and none
 * while it fits, so a box with nothing to scroll is not a stop on the way through the page. It
 * follows the box's size and its children's. None on the server and in the first render, so the
 * page hydrates as it was drawn.
 */
export function useOverflowTabIndex<T extends HTMLElement>(): [RefCallback<T>, 0 | undefined] {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((box: T | null) => {
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows ? 0 : undefined];
}
