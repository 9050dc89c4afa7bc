import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The desktop review slider (ReviewSection) on the current page moves forward with its
 * "Next review" button and back with "Previous review", both pressed from the keyboard.
 */
export async function expectReviewSliderWorksByKeyboard(page: Page) {
  const slider = page.locator('[data-section="reviews"] [data-variant="slider"]');
  const scrollLeft = () => slider.locator("ul").evaluate((el) => el.scrollLeft);
  const start = await scrollLeft();
  await slider.getByRole("button", { name: "Next review" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(scrollLeft).toBeGreaterThan(start + 100);
  const previous = slider.getByRole("button", { name: "Previous review" });
  // Previous works once the slider has re-rendered off its start (a busy machine takes a moment).
  await expect.poll(() => previous.getAttribute("aria-disabled")).toBeNull();
  await previous.focus();
  await page.keyboard.press("Enter");
  await expect.poll(scrollLeft).toBeLessThanOrEqual(start);
}
