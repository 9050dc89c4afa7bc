import type { z } from "zod";
import { projects as shippedProjects } from "../portfolio";
import { projectSchema, type Project } from "../schemas/portfolio";
import { portfolioListEntry, projectSeoEntry } from "../seo";
import { defineCollection, listedRecords, pathsUnder, placement, placementColumns } from "./define";

export const projectRecordSchema = projectSchema.extend(placement);
export type ProjectRecord = z.infer<typeof projectRecordSchema>;

const listed = listedRecords<Project>(shippedProjects, (r) => r.slug);

export const projects = defineCollection({
  name: "projects",
  labels: { plural: "Portfolio projects", singular: "Project" },
  schema: projectRecordSchema,
  shipped: listed.shipped,
  idField: "slug",
  canCreate: true,
  titleOf: (record, id) => record?.name ?? id,
  previewPath: (id) => `/portfolio/${id}`,
  live: {
    key: "projects",
    /** Visible projects, in order. */
    merge: listed.merge,
    // The portfolio, each project's page, the services' "Our work" grids and the home page.
    affects: (_before, _after, paths) => [...pathsUnder(paths, "/portfolio", "/services"), "/"],
  },
  admin: {
    help: "The apps on the portfolio, its project pages, the services' “Our work” and the home page. Hidden projects show nowhere.",
    columns: [{ field: "company", label: "Client" }, ...placementColumns],
    searchFields: ["name", "company", "summary"],
    create: { derive: { from: "name", to: ["slug"] }, idIsAddress: true },
  },
  api: { read: true, write: true },
  revisions: { keep: 25 },
  sample: () => {
    const [id, record] = [...listed.shipped()][0]!;
    return { id, record: { ...record, summary: "A changed summary." }, shows: [`/portfolio/${id}`, "/portfolio", "/"] };
  },
  pages: {
    list: "/portfolio",
    lists: () => [portfolioListEntry],
    /** Visible projects, in order. */
    records: (slice) => slice,
    path: (project: Project) => `/portfolio/${project.slug}`,
    seo: (project: Project, site) => projectSeoEntry(project, site.company.name),
  },
});
