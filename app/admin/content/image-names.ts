/** What the image pickers (./ImageField.tsx, ./PostTools.tsx) and their server side (./image-upload.server.ts) agree on. */

/** An image as the pickers show it: the library's largest WebP, its size, its alt text and a small variant for the thumbnail. */
export type PickerImage = { src: string; width: number; height: number; alt: string; thumb: string };

/** What an image field shows after an upload: a sentence, and the file waiting for its alt text. */
export type FieldUpload = { text: string; tone: "success" | "error"; pending?: { token: string; name: string } };

/** The answer of POST /admin/content/images. */
export type UploadAnswer =
  | { ok: true; image: PickerImage; existing: boolean }
  | { ok: false; errors: { file?: string; alt?: string }; pending?: { token: string; name: string } };

/** The JSON image address: GET lists the library, a multipart POST uploads. */
export const IMAGES_ENDPOINT = "/admin/content/images";

/** The name of an image field's Upload button (its value is the field's path). */
export const UPLOAD_BUTTON = "__upload";
/** The file input and the pending file of the image field at `path`. */
export const uploadFileName = (path: string) => `${path}.__file`;
export const uploadPendingName = (path: string) => `${path}.__pending`;
