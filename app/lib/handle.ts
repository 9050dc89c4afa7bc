/** What a route module may export as `handle`, read by the root layout. */
export type RouteHandle = {
  /** "site" (default): header, main and footer around the page; "none": the route draws everything. */
  shell?: "site" | "none";
};
