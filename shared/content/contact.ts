import type { ContactContent } from "./schemas/contact";

/**
 * The quote form (footer and contact page), the Let's Talk page and the thank-you
 * page. The form's placeholders (Name, Phone No., Message) are kept from the old site.
 */
/** The picture on both thank-you pages (a quote sent, an application sent): decorative, as the words beside it say it all. */
export const thankYouIllustration = {
  src: "/images/contact/thank-you.svg",
  width: 320,
  height: 240,
  alt: "",
  decorative: true,
};

export const contactContent: ContactContent = {
  quoteForm: {
    fields: {
      name: {
        label: "Your name",
        placeholder: "Name",
        required: "Please enter your name.",
        tooLong: "Please keep your name to {max} characters or fewer.",
        notText: "The name must be text.",
      },
      phone_number: {
        label: "Phone number",
        placeholder: "Phone No.",
        required: "Please enter a phone number we can call you on.",
        tooLong: "Please keep the phone number to {max} characters or fewer.",
        notText: "The phone number must be text.",
      },
      email: {
        label: "E-mail (optional)",
        placeholder: "E-mail",
        help: "So we can send you a written quote.",
        invalid: "Enter an e-mail address like name@example.com, or leave it empty.",
        tooLong: "Please keep the e-mail address to {max} characters or fewer.",
        notText: "The e-mail address must be text.",
      },
      message: {
        label: "How can we help?",
        placeholder: "Message",
        required: "Please tell us briefly what you need.",
        tooLong: "Please keep your message to {max} characters or fewer.",
        notText: "The message must be text.",
      },
    },
    honeypotLabel: "Leave this field empty",
    submit: "Send message",
    submitting: "Sending…",
    invalid: "Please check the highlighted fields and send again.",
    rateLimited:
      "You have sent several requests in the last few minutes, so we paused new ones for a short while. Please try again later.",
    unavailable:
      "Sorry, we could not send your request just now. Your text is still here, so please try again in a moment.",
    tooLarge: "Your request is too long to send. Please shorten your message and try again.",
    callFallback: "If it is urgent, call us on",
    notAnObject: "Send a JSON object with name, phone_number and message.",
  },
  contactPage: {
    eyebrow: "Contact",
    title: "Let's Talk",
    intro:
      "Tell us about your business and what you want to build — a custom application, a mobile app, a website or a product for your team. A specialist calls you back with honest advice and a clear quote.",
    formHeading: "Request a quote",
    formIntro:
      "Three quick fields, and an e-mail address if you like. We only use your details to reply to this request.",
    panelHeading: "Other ways to reach us",
    methods: {
      call: "Call us",
      email: "Write to us",
      chat: "Chat with us",
      visit: "Visit us",
      chatLinkLabel: "Message us on WhatsApp",
    },
    hoursNote: "Monday to Saturday, 10:00 to 19:00 IST. We answer every request, usually within one business day.",
    illustration: {
      src: "/images/contact/lets-talk.svg",
      width: 480,
      height: 360,
      alt: "",
      decorative: true,
    },
  },
  thankYouPage: {
    eyebrow: "Request received",
    title: "Thank You for Reaching Out",
    lead: "Your request is safely with our team, and a specialist will be in touch soon.",
    nextStepsHeading: "What happens next",
    nextSteps: [
      {
        title: "We read your request",
        text: "A project specialist reviews your message and notes the questions to ask.",
      },
      {
        title: "We call you back",
        text: "We ring the number you gave us, usually within one business day, to understand your goals.",
      },
      {
        title: "You get a clear proposal",
        text: "Scope, timeline and price in writing, so you can decide with no pressure.",
      },
    ],
    callPrompt: "Prefer to talk right away? Call us on",
    links: [
      { label: "Back to home", href: "/" },
      { label: "Explore our services", href: "/services" },
    ],
    illustration: thankYouIllustration,
  },
};
