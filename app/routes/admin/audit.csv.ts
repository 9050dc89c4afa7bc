// Placeholder while the route is being built.
export function loader() {
  throw new Response("Not found", { status: 404 });
}
