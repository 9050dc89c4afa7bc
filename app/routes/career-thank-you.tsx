import type { Route } from "./+types/career-thank-you";
import { ThankYou } from "#app/components/sections/ThankYou";
import { applicationsContent } from "#shared/content/applications";

/** /careers/thank-you: where an applicant lands once their application is stored (and its mails queued). */
export function loader() {
  return { page: applicationsContent.thankYouPage };
}

export default function CareerThankYouPage({ loaderData }: Route.ComponentProps) {
  return <ThankYou page={loaderData.page} />;
}
