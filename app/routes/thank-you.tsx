import type { Route } from "./+types/thank-you";
import { ThankYou } from "#app/components/sections/ThankYou";
import { contactContent } from "#shared/content/contact";

export function loader() {
  return { page: contactContent.thankYouPage };
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  return <ThankYou page={loaderData.page} />;
}
