import { mkdirSync, writeFileSync } from "node:fs";
import { svg } from "./lib.mjs";
import { serviceScenes, overviewHero, tiles } from "./services.mjs";
import { heroes, blocks, cardIcons, featureIcons } from "./enterprise.mjs";
const root = process.argv[2] ?? new URL("../../..", import.meta.url).pathname;
const out = (rel, content) => {
  const p = `${root}/public/images/${rel}`;
  mkdirSync(p.replace(/\/[^/]+$/, ""), { recursive: true });
  writeFileSync(
    p,
    content.replace(/\s+\/>/g, "/>").replace(/(\d+\.\d{2,})/g, (m) => String(Math.round(Number(m) * 10) / 10)),
  );
};
for (const [slug, scene] of Object.entries(serviceScenes)) {
  out(
    `services/${slug}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 560 420" fill="none"><rect width="560" height="420" fill="#FFFFFF"/>${scene(false)}</svg>\n`,
  );
  out(
    `services/${slug}-hero.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="440" viewBox="0 -10 560 440" fill="none">${scene(true)}</svg>\n`,
  );
}
out("services/overview-hero.svg", svg(560, 440, overviewHero()));
for (const [name, content] of Object.entries(tiles)) out(`services/expertise/${name}.svg`, content);
for (const [id, content] of Object.entries(heroes)) out(`enterprise/${id}/hero.svg`, content);
for (const [id, [a, b]] of Object.entries(blocks)) {
  out(`enterprise/${id}/block-1.svg`, a);
  out(`enterprise/${id}/block-2.svg`, b);
}
for (const [id, content] of Object.entries(cardIcons)) out(`enterprise/cards/${id}.svg`, content);
for (const [name, content] of Object.entries(featureIcons)) out(`enterprise/icons/${name}.svg`, content);
console.log("done");
