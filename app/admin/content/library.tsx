import { useEffect, useMemo, useRef, useState } from "react";
import { IMAGES_ENDPOINT, type PickerImage } from "./image-names";

/**
 * The media library as every picker on a page shows it: ONE list, held by the page
 * (`useLibraryState`) and handed to each image field and to "Insert image", so an image
 * uploaded in one of them is offered at once by all the others, and a field drawn again
 * (after a refused save, a moved item) shows the same list as the rest. Each server answer
 * (the page's loader, or the action's reply to a refused save, which no loader follows)
 * brings the library as it is then and replaces the list; when the tab comes back into view
 * the list is fetched again, so an image added or deleted in another tab shows too.
 */

export type Library = {
  images: PickerImage[];
  /** An image just uploaded: first in the list, everywhere on the page. */
  add(image: PickerImage): void;
  /** Fetches the library as it is now. */
  refresh(): void;
};

/** The page's library, starting from (and replaced by each newer) `fromServer`. */
export function useLibraryState(fromServer: PickerImage[]): Library {
  const [state, setState] = useState({ fromServer, images: fromServer });
  // A newer answer of the server: its list is the library as it is now.
  if (state.fromServer !== fromServer) setState({ fromServer, images: fromServer });
  /** Images added while a fetch of the list was on its way (its answer may not have them yet). */
  const addedMeanwhile = useRef<PickerImage[]>([]);

  const library = useMemo<Library>(() => {
    const add = (image: PickerImage) => {
      addedMeanwhile.current.push(image);
      setState((s) => ({ ...s, images: withFirst(s.images, [image]) }));
    };
    const refresh = () => {
      addedMeanwhile.current = [];
      fetch(IMAGES_ENDPOINT, { headers: { accept: "application/json" } })
        .then(async (response): Promise<{ images?: PickerImage[] }> => (response.ok ? response.json() : {}))
        .then((answer) => {
          const fetched = answer.images;
          if (fetched) setState((s) => ({ ...s, images: withFirst(fetched, addedMeanwhile.current) }));
        })
        // Offline or signed out: the list stays as it was.
        .catch(() => {});
    };
    return { images: state.images, add, refresh };
  }, [state.images]);

  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === "visible") library.refresh();
    };
    document.addEventListener("visibilitychange", visible);
    return () => document.removeEventListener("visibilitychange", visible);
  }, [library]);

  return library;
}

/** A library that is not there (an image field drawn outside a record page). */
export const NO_LIBRARY: Library = { images: [], add: () => {}, refresh: () => {} };

/** `list` with `first` in front, newest first (each image once, by its address). */
function withFirst(list: PickerImage[], first: PickerImage[]): PickerImage[] {
  const seen = new Set<string>();
  return [...[...first].reverse(), ...list].filter((image) => !seen.has(image.src) && Boolean(seen.add(image.src)));
}
