import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * How long a press may take to show: pressed before the reviews (an island) have hydrated, it is
 * held and replayed once they have (docs/decisions/029), which on a busy machine takes a moment.
 */
export const REPLAYED_PRESS = { timeout: 15_000 };

/**
 * The desktop review slider (ReviewSection) on the current page moves forward with its
 * "Next review" button and back with "Previous review", both pressed from the keyboard,
 * whether or not the slider has hydrated yet.
 */
export async function expectReviewSliderWorksByKeyboard(page: Page) {
  const slider = page.locator('[data-section="reviews"] [data-variant="slider"]');
  const scrollLeft = () => slider.locator("ul").evaluate((el) => el.scrollLeft);
  const start = await scrollLeft();
  await slider.getByRole("button", { name: "Next review" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(scrollLeft, REPLAYED_PRESS).toBeGreaterThan(start + 100);
  const previous = slider.getByRole("button", { name: "Previous review" });
  // Previous works once the slider has re-rendered off its start (a busy machine takes a moment).
  await expect.poll(() => previous.getAttribute("aria-disabled"), REPLAYED_PRESS).toBeNull();
  await previous.focus();
  await page.keyboard.press("Enter");
  await expect.poll(scrollLeft, REPLAYED_PRESS).toBeLessThanOrEqual(start);
}
