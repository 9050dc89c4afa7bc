// Placeholder while the page is being built.
export function loader() {
  throw new Response("Not found", { status: 404 });
}
export default function Placeholder() {
  return null;
}
