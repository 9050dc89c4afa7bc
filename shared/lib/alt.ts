/**
 * The alt attribute a content image is drawn with: empty for a decorative one, its words
 * otherwise. A module of its own, bundled with the site shell (vite.config.ts): nearly every
 * section draws content images, and as a chunk of its own it cost each page ~200 B.
 */
export function altOf(image: { alt: string; decorative?: boolean }): string {
  return image.decorative ? "" : image.alt;
}
