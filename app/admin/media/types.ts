import type { Shown } from "../accounts/users-types";

/** The library page's address (its forms post there). */
export const MEDIA_PAGE = "/admin/media";

/** One image as the library grid shows it. */
export type MediaView = {
  id: number;
  alt: string;
  /** The largest WebP, `/media/{hash}-{width}.webp`: the address to use on pages. */
  src: string;
  width: number;
  height: number;
  originalName: string;
  /** "JPEG, 2.4 MB". */
  original: string;
  uploadedBy: string;
  uploaded: Shown;
};
