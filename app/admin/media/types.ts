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
  /** The records that use the image (media_references), in collection and id order. */
  usedIn: MediaUseView[];
};

/** One record that uses an image, as the card lists it. */
export type MediaUseView = {
  /** "Blog posts". */
  collection: string;
  /** The record's title, or its id. */
  title: string;
  /** Its editor; absent when the record no longer exists (only its history uses the image). */
  href?: string;
  /** "published, draft and 3 versions in its history". */
  where: string;
  /** Used by the published record or the draft (not only by its history): the image cannot be deleted. */
  live: boolean;
};
