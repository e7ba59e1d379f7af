import { type RefCallback, useCallback, useState } from "react";

/**
 * The tabIndex of a box that scrolls only when its content is larger than it (a wide table on a
 * phone, a list capped in height beside other cards): 0 while the content overflows, so a keyboard
 * can reach the box and scroll it, and none while it fits, so a box with nothing to scroll is not a
 * stop on the way through the page. It follows the box's size, its children's, and children added
 * later (a list that refetches). None on the server and in the first render, so the page hydrates
 * as it was drawn.
 */
export function useOverflowTabIndex<T extends HTMLElement>(): [RefCallback<T>, 0 | undefined] {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((box: T | null) => {
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const sizes = new ResizeObserver(measure);
    const observeAll = () => {
      sizes.disconnect();
      sizes.observe(box);
      for (const child of box.children) sizes.observe(child);
    };
    observeAll();
    const children = new MutationObserver(() => {
      observeAll();
      measure();
    });
    children.observe(box, { childList: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, []);
  return [ref, overflows ? 0 : undefined];
}
