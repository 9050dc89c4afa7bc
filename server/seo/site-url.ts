import type { Config } from "../config";
import type { StaticFiles } from "../static-files";

/** Makes prerendered pages use the runtime SITE_URL. Filled in by the SEO work. */
export async function applySiteUrl(_files: StaticFiles, _config: Config): Promise<void> {}
