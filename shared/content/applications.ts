import { thankYouIllustration } from "./contact";
import type { ApplicationsContent } from "./schemas/applications";

/**
 * Applying for a job: the form below each open job's text, every sentence its answer can
 * say, and the page an applicant is thanked on. The rules are server/hiring/schemas.ts and
 * server/hiring/cv.ts; the limits shared/lib/application-fields.ts.
 */
export const applicationsContent: ApplicationsContent = {
  form: {
    heading: "Apply for this job",
    intro:
      "It takes about two minutes on a phone. We read every application ourselves and reply to each one, usually within a week.",
    applyLink: "Apply for this job",
    fields: {
      name: {
        label: "Full name",
        required: "Enter your full name.",
        tooLong: "Keep your name to {max} characters or fewer.",
      },
      email: {
        label: "E-mail address",
        help: "We send you a copy of your application here, and write to you about it.",
        required: "Enter your e-mail address, so that we can reply to you.",
        invalid: "Enter an e-mail address like name@example.com.",
        tooLong: "Keep the e-mail address to {max} characters or fewer.",
      },
      phone: {
        label: "Phone number",
        help: "We call to set up an interview. Add the country code if you live outside India.",
        required: "Enter a phone number we can call you on.",
        invalid: "Enter a phone number with at least 7 digits, like +91 98765 43210.",
        tooLong: "Keep the phone number to {max} characters or fewer.",
      },
      linkedin: {
        label: "LinkedIn profile (optional)",
        placeholder: "linkedin.com/in/your-name",
        invalid: "Enter the address of your LinkedIn profile, like linkedin.com/in/your-name, or leave it empty.",
        tooLong: "Keep the address to {max} characters or fewer.",
      },
      github: {
        label: "GitHub profile (optional)",
        placeholder: "github.com/your-name",
        invalid: "Enter the address of your GitHub profile, like github.com/your-name, or leave it empty.",
        tooLong: "Keep the address to {max} characters or fewer.",
      },
      portfolio: {
        label: "Portfolio or website (optional)",
        placeholder: "https://",
        invalid: "Enter a web address like https://your-site.in, or leave it empty.",
        tooLong: "Keep the address to {max} characters or fewer.",
      },
      note: {
        label: "Anything you would like us to know (optional)",
        help: "For example your notice period, when you could start, or work you are proud of.",
        tooLong: "Keep the note to {max} characters or fewer.",
      },
    },
    cv: {
      label: "Your CV",
      help: "A PDF or Word (.docx) file, up to 5 MB.",
      required: "Choose your CV: a PDF or Word (.docx) file up to 5 MB.",
      tooLarge: "Your CV is {size}, and the limit is 5 MB. Save a smaller copy (a PDF usually is) and choose it again.",
      empty: "The file you chose is empty. Choose your CV again.",
      notAccepted:
        "We can only take a PDF or a Word (.docx) document, and this file is {found}{name}. Choose your CV as a PDF or .docx file.",
      oldWord:
        "This is an older Word file (.doc). Open it in Word and save it as a .docx document or a PDF, then choose it again.",
      macros:
        "This Word file holds macros, which we do not open. Save it as a plain Word document (.docx) or a PDF and choose it again.",
      chooseAgain:
        "Choose your CV again before you send: a browser cannot keep a chosen file when the form comes back to you.",
    },
    consent: {
      label: "I agree that {company} keeps my application and CV to consider me for this job.",
      details:
        "You can ask us to delete them sooner at any time by writing to {email}. Only our hiring team sees them.",
      privacyLink: "Read our privacy policy",
      required: "Tick the box to agree that we may keep your application: we cannot consider it otherwise.",
    },
    honeypotLabel: "Leave this field empty",
    submit: "Send application",
    submitting: "Sending your application…",
    invalid: "Your application is not sent yet. Please check the highlighted fields and send it again.",
    closed:
      "This opening has closed, so we cannot take your application for it. Nothing was sent. See the openings we have now.",
    rateLimited:
      "Several applications came from your network in the last few minutes, so we paused new ones for a short while. Please try again in a few minutes.",
    unavailable:
      "Sorry, we could not save your application just now, so nothing was sent. Your details are still here: please try again in a moment.",
    tooLarge:
      "Your application is too large to send: the CV may be at most 5 MB. Choose a smaller file and send it again.",
    notText: "This field takes text.",
  },
  thankYouPage: {
    eyebrow: "Application received",
    title: "Thank You for Applying",
    lead: "Your application and CV are safely with our hiring team. We have sent a copy to your e-mail address.",
    nextStepsHeading: "What happens next",
    nextSteps: [
      {
        title: "We read your application",
        text: "Someone from the team you would join reads your CV and your note, usually within a week.",
      },
      {
        title: "We call you",
        text: "If your experience fits the role, we call you to talk about it and to set up an interview.",
      },
      {
        title: "You hear from us either way",
        text: "We write to you whatever we decide, so you are never left waiting without an answer.",
      },
    ],
    callPrompt: "A question about the job? Call us on",
    links: [
      { label: "See all openings", href: "/careers" },
      { label: "About us", href: "/about_us" },
    ],
    illustration: thankYouIllustration,
  },
};
