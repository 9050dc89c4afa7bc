import { useEffect, useState } from "react";

/**
 * The id of the section heading the reader has most recently scrolled past, so the
 * table of contents can mark it. Nothing is marked before hydration or without JS.
 */
export function useActiveSection(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join(" ");
  useEffect(() => {
    const headings = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0 || !("IntersectionObserver" in window)) return;
    const update = () => {
      // The last heading above the upper third of the viewport is the one being read.
      const line = window.innerHeight / 3;
      let current: string | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.id;
      }
      setActive(current ?? headings[0]?.id);
    };
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -66% 0px" });
    headings.forEach((h) => observer.observe(h));
    update();
    return () => observer.disconnect();
  }, [key]);
  return active;
}
