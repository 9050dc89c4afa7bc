import { describe, expect, it } from "vitest";
import { initialAccordionState, toggleAccordion } from "./accordion-state";

describe("about accordion", () => {
  it("starts with nothing open", () => {
    expect(initialAccordionState).toBeNull();
  });

  it("opens the clicked item", () => {
    expect(toggleAccordion(null, "mission")).toBe("mission");
  });

  it("opening another item closes the open one", () => {
    expect(toggleAccordion("mission", "vision")).toBe("vision");
  });

  it("clicking the open item closes it", () => {
    expect(toggleAccordion("vision", "vision")).toBeNull();
  });

  it("never has more than one item open over any click sequence", () => {
    const ids = ["a", "b", "c"];
    let open = initialAccordionState;
    for (const click of ["a", "b", "b", "c", "a", "a", "c"]) {
      const before = open;
      open = toggleAccordion(open, click);
      expect(open === null || ids.includes(open)).toBe(true);
      expect(open).toBe(before === click ? null : click);
    }
  });
});
