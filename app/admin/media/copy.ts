import { MEDIA_ALT_MAX } from "#shared/lib/media";

/** The words of the image library page (/admin/media). */

/** "1 image", "12 images". */
export const imagesCount = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "image" : "images"}`;

export const mediaCopy = {
  title: "Media",
  intro:
    "Images for the website. Each upload is checked, stripped of its camera data (location, device) and stored in the sizes pages need, as AVIF and WebP. Times are India time (IST).",
  uploadLink: "Upload an image",

  upload: {
    heading: "Upload an image",
    intro: "PNG, JPEG, WebP or AVIF, up to 10 MB and 40 megapixels. Wide images are stored up to 1,600 pixels wide.",
    file: "Image file",
    fileHint: "The type is read from the file itself, not from its name. SVG, GIF and HEIC files are not accepted.",
    chooseFile: "Choose an image file (PNG, JPEG, WebP or AVIF) to upload.",
    alt: "Description (alt text)",
    altHint: `What the image shows, for people who cannot see it; at most ${MEDIA_ALT_MAX} characters. For example: “Our team at the Pune office”.`,
    submit: "Upload image",
    uploaded: (name: string) => `Uploaded: ${name}. Copy its address from the library below.`,
    existing: (name: string) => `This image is already in the library (as ${name}); nothing new was stored.`,
    notStored: "The image was not uploaded.",
    notStoredLink: "See why below",
    unreadableForm: "The upload could not be read. Choose the file again and send the form once more.",
    fileHintMany:
      "Choose one file or several (up to 5 at a time). With several, you describe each one before it is uploaded.",
    tooMany: (max: number) => `Choose at most ${max} files at a time.`,
    describeFirst: "Describe each image before uploading: what it shows, for people who cannot see it.",
    uploadedMany: (names: string[]) =>
      names.length === 1 ? `Uploaded: ${names[0]}.` : `Uploaded ${names.length} images: ${names.join("; ")}.`,
    describeHeading: "Describe each image",
    describeIntro:
      "Each file is kept here for 30 minutes while you write what it shows. Each is added to the library with its words.",
    describeAlt: (name: string) => `Description of ${name}`,
    describeSubmit: "Upload these images",
    chosen: (n: number) => `${n} files chosen: describe each one.`,
    uploading: (i: number, n: number, name: string) => `Uploading ${i} of ${n}: ${name}…`,
    uploadedOne: (name: string) => `Uploaded: ${name}`,
    failedOne: (name: string, why: string) => `Not uploaded: ${name}. ${why}`,
    searchHeading: "Find images",
    search: "Search",
    searchHint: "Words of the description or the file's name.",
    searchSubmit: "Search",
    clearSearch: "Show all",
    found: (n: number, query: string) => `${n.toLocaleString("en-IN")} found for “${query}”.`,
    noneFound: (query: string) => `No image matches “${query}”.`,
  },

  library: {
    heading: "Library",
    intro: (n: number) => `${imagesCount(n)}, newest first. Use an image on a page by its address.`,
    empty: "No images yet. Upload one above: it shows here with the address to use on pages.",
    size: "Size",
    pixels: (width: number, height: number) =>
      `${width.toLocaleString("en-IN")} × ${height.toLocaleString("en-IN")} pixels`,
    original: "Original",
    uploaded: "Uploaded",
    by: (who: string) => `by ${who}`,
    address: "Address",
    addressHint: "Select it and copy it into a page’s image field.",
    save: "Save description",
    saveFor: (name: string) => ` of ${name}`,
    altSaved: "Description saved.",
    gone: "That image is no longer in the library.",
  },

  usedIn: {
    label: "Used in",
    nowhere: "Not used in any content.",
    /** Where in a record: "published, draft and 2 versions in its history". */
    where: (use: { published: boolean; draft: boolean; revisions: number }) => {
      const parts = [
        ...(use.published ? ["published"] : []),
        ...(use.draft ? ["draft"] : []),
        ...(use.revisions
          ? [`${use.revisions.toLocaleString("en-IN")} ${use.revisions === 1 ? "version" : "versions"} in its history`]
          : []),
      ];
      return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
    },
    removedRecord: "(record removed)",
  },

  remove: {
    link: "Delete",
    linkFor: (name: string) => ` ${name}`,
    confirm: (name: string) =>
      `Delete ${name} and all of its sizes? Its address stops working at once; a page that still shows it would show a broken image.`,
    /** Said when only the history of records uses the image. */
    historyOnly: (records: number) =>
      `Earlier versions of ${records === 1 ? "a record" : `${records.toLocaleString("en-IN")} records`} use it (see “Used in”): restoring one of them would show a missing image.`,
    submit: "Delete for good",
    cancel: "Keep it",
    done: (name: string) => `Deleted: ${name}.`,
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;
