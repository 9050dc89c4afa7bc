import { contentEntries } from "#shared/content/collections";
import { contentErrors } from "#shared/content/validate";

const errors = contentErrors(contentEntries);
if (errors.length) {
  console.error(`Content check failed (${errors.length} problem${errors.length > 1 ? "s" : ""}):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log(`Content check passed: ${contentEntries.length} modules.`);
