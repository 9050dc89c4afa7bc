/**
 * The About accordion's rule (spec §4): nothing open at first (null); clicking an
 * item opens it and closes any other; clicking the open item closes it.
 */
export type AccordionState = string | null;

export const initialAccordionState: AccordionState = null;

export function toggleAccordion(open: AccordionState, clicked: string): AccordionState {
  return open === clicked ? null : clicked;
}
