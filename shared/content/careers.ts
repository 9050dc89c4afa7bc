import type { CareersPage, Job } from "./schemas/jobs";

/**
 * The words of /careers and each job's page, and the openings the site ships with (the
 * "jobs" collection: editors add, change, publish and close them in the back office).
 */
export const careersPage: CareersPage = {
  eyebrow: "Careers",
  title: "Build software that Indian businesses run on",
  intro:
    "We are a small team in New Delhi that builds apps, websites and our own products for shops, schools, clinics and field teams across India. If you like shipping work people use every day, see the openings below.",
  empty: "We have no openings right now.",
  emptyHelp:
    "We hire through the year, so look again soon, or write to us through the contact page and tell us what you would like to work on.",
  emptyLink: { label: "Write to us", href: "/contact_us" },
  why: {
    heading: "Why work with us",
    points: [
      "You ship to real users within weeks: our clients' apps and our own products, not demos.",
      "A small team: you talk to the client and the founder, and your ideas reach the product.",
      "Learning is paid for: courses, certifications and one conference a year.",
      "Salaries reviewed every year, paid on the first of the month, with health cover for your family.",
    ],
  },
  labels: {
    location: "Location",
    experience: "Experience",
    employmentType: "Employment type",
    salary: "Salary",
    closes: "Apply by",
    team: "Team",
    posted: "Posted",
    remote: "Remote (anywhere in India)",
    fresher: "Freshers welcome",
    openings: "Open positions",
    viewJob: "See the job",
  },
  job: {
    aboutHeading: "About the role",
    responsibilitiesHeading: "What you will do",
    requirementsHeading: "What you need",
    benefitsHeading: "What we offer",
    backLabel: "All openings",
    closedTitle: "This opening has closed",
    closedText:
      "We are no longer taking applications for this job. See the openings we have now, or look again soon: we hire through the year.",
    notFound: "We have no opening at this address.",
    notFoundText: "The link may be mistyped, or the job was renamed. See all the openings we have now.",
  },
  seo: {
    title: "Careers: Software and Sales Jobs in New Delhi",
    description:
      "Jobs at our New Delhi studio and remote across India: app and web developers, QA engineers and sales people. See each role, its salary range and closing date.",
    keywords: ["jobs in New Delhi", "IT jobs India", "software developer jobs", "app developer jobs", "careers"],
    closings: ["Apply to Reptile Technologies, New Delhi.", "Apply to Reptile Technologies.", "Apply now."],
  },
};

/** The openings of the company's launch of the careers page (each closes by itself on its date). */
export const shippedJobs: Job[] = [
  {
    slug: "android-developer",
    title: "Android Developer (Kotlin)",
    team: "Mobile apps",
    workplace: "Office",
    city: "New Delhi",
    employmentType: "Full-time",
    experience: { min: 2, max: 4 },
    salary: { min: 5, max: 9 },
    summary:
      "Build and ship Android apps in Kotlin for our clients and for Tracko, our staff tracking app used by field teams every day.",
    about:
      "You will join the mobile team that builds our clients' Android apps and our own products: Tracko (staff tracking and attendance), Anti Theft and EMI Security Plus. Our apps run on low-cost phones with patchy networks, so we care about battery, offline use and app size as much as about screens.\n\nYou will work with a designer, a backend developer and a QA engineer, and talk to the client yourself when a question needs answering.",
    responsibilities: [
      "Build new features in Kotlin with Jetpack Compose, from the design to the Play Store release.",
      "Keep location tracking, background work and push notifications reliable on Android 8 to 15.",
      "Write unit and UI tests, and review your teammates' pull requests.",
      "Find and fix crashes and slow screens reported by Firebase Crashlytics and by users.",
      "Estimate your work honestly and keep the project manager told of what changes.",
    ],
    requirements: [
      "Two years or more of building Android apps in Kotlin that are live on the Play Store.",
      "Good knowledge of coroutines, Room, WorkManager and REST APIs (Retrofit or Ktor).",
      "Experience with location services, foreground services or device policy APIs is a strong plus.",
      "Git, code review and clear written English and Hindi.",
    ],
    benefits: [
      "Health insurance for you, your spouse, children and parents.",
      "A new laptop and a test phone budget.",
      "Annual salary review and a performance bonus.",
      "Paid courses and certifications; one conference a year.",
      "24 days of paid leave plus public holidays.",
    ],
    postedOn: "2026-11-16",
    closesOn: "2027-01-31",
    open: true,
  },
  {
    slug: "react-native-developer",
    title: "React Native Developer",
    team: "Mobile apps",
    workplace: "Hybrid",
    city: "New Delhi",
    employmentType: "Full-time",
    experience: { min: 2, max: 5 },
    salary: { min: 6, max: 11 },
    summary:
      "Build cross-platform apps in React Native and TypeScript for retailers, schools and clinics, three days a week at our New Delhi office.",
    about:
      "Most of our client apps ship to both Android and iOS from one React Native codebase: food ordering, school communication, clinic bookings and payments. You will own features end to end, from the screen to the store release, and help us move older apps to the new architecture.\n\nYou will be in the office on Tuesday, Wednesday and Thursday and work from home on the other days.",
    responsibilities: [
      "Build screens and features in React Native with TypeScript, for Android and iOS.",
      "Connect apps to our Node.js APIs, payment gateways (Razorpay, PhonePe) and maps.",
      "Keep apps fast on mid-range Android phones: measure, profile and fix.",
      "Release to the Play Store and App Store, and handle store review questions.",
      "Write tests with Jest and React Native Testing Library.",
    ],
    requirements: [
      "Two years or more with React Native and TypeScript, with at least one app in the stores.",
      "Comfort with native modules, push notifications and deep links on both platforms.",
      "Experience with React Query or Redux Toolkit, and with offline storage.",
      "Able to read Kotlin or Swift when a native library needs a fix.",
    ],
    benefits: [
      "Hybrid work: three days in the office, two from home.",
      "Health insurance for you and your family.",
      "A MacBook for iOS builds and test devices.",
      "Annual salary review and a performance bonus.",
      "24 days of paid leave plus public holidays.",
    ],
    postedOn: "2026-11-16",
    closesOn: "2027-01-31",
    open: true,
  },
  {
    slug: "nodejs-backend-developer",
    title: "Node.js Backend Developer",
    team: "Web and backend",
    workplace: "Remote within India",
    employmentType: "Full-time",
    experience: { min: 3, max: 6 },
    salary: { min: 8, max: 14 },
    summary:
      "Design and run the Node.js and PostgreSQL APIs behind our apps and products, working remotely from anywhere in India.",
    about:
      "Our products and client apps talk to APIs written in Node.js and TypeScript over PostgreSQL, running on AWS in Mumbai. You will design new APIs, keep the existing ones fast and safe, and help the mobile developers with what they need from the server.\n\nThe role is fully remote within India. We meet in New Delhi twice a year, travel paid.",
    responsibilities: [
      "Design, build and document REST APIs in Node.js and TypeScript.",
      "Model data in PostgreSQL and keep queries fast as tables grow to millions of rows.",
      "Run background jobs, SMS and WhatsApp notifications, and payment webhooks reliably.",
      "Watch logs and metrics, and take part in a light on-call rota (one week in six).",
      "Review code and help the team write tests that catch real bugs.",
    ],
    requirements: [
      "Three years or more of building production backends in Node.js.",
      "Strong SQL and PostgreSQL: indexes, transactions and migrations.",
      "Experience with AWS (EC2 or ECS, RDS, S3) or a similar cloud.",
      "Understanding of authentication, rate limiting and keeping personal data safe (DPDP Act).",
      "A quiet place to work and a reliable internet connection.",
    ],
    benefits: [
      "Fully remote within India, with a monthly internet allowance.",
      "Health insurance for you and your family.",
      "Two team meet-ups a year in New Delhi, travel and stay paid.",
      "Annual salary review and a performance bonus.",
    ],
    postedOn: "2026-11-20",
    closesOn: "2027-02-15",
    open: true,
  },
  {
    slug: "qa-engineer",
    title: "QA Engineer (Manual and Automation)",
    team: "Quality assurance",
    workplace: "Office",
    city: "New Delhi",
    employmentType: "Full-time",
    experience: { min: 1, max: 3 },
    salary: { min: 3.5, max: 6 },
    summary:
      "Test our Android, iOS and web apps by hand and with automated tests before every release, at our New Delhi office.",
    about:
      "Every release of our products and client apps goes through QA before it reaches users. You will plan what to test, test it on real phones, write clear bug reports and automate the checks we repeat every release.\n\nYou will work closely with developers and with the project manager who speaks to the client.",
    responsibilities: [
      "Write test plans and test cases from the requirements and designs.",
      "Test apps by hand on a range of Android phones, iPhones and browsers.",
      "Automate regression tests for web (Playwright) and mobile (Appium or Maestro).",
      "Report bugs with steps, screenshots and logs, and check the fixes.",
      "Test APIs with Postman and check that the app handles slow or no network.",
    ],
    requirements: [
      "One year or more of testing mobile or web apps.",
      "Basic JavaScript or Python for automated tests.",
      "A careful eye and the habit of writing things down clearly.",
      "ISTQB Foundation is a plus, not a must.",
    ],
    benefits: [
      "Health insurance for you and your family.",
      "Paid ISTQB certification after six months.",
      "Annual salary review.",
      "24 days of paid leave plus public holidays.",
    ],
    postedOn: "2026-11-20",
    closesOn: "2027-02-15",
    open: true,
  },
  {
    slug: "business-development-executive",
    title: "Business Development Executive",
    team: "Sales and business development",
    workplace: "Office",
    city: "New Delhi",
    employmentType: "Full-time",
    experience: { min: 1, max: 3 },
    salary: { min: 3, max: 5 },
    summary:
      "Find and win clients for our app development services and sell Tracko and our other products to businesses across Delhi NCR.",
    about:
      "You will be the first person many of our clients speak to. You will follow up the enquiries that come through our website, find new businesses that need an app or our products, understand what they need and put together proposals with our project managers.\n\nThe role is based at our New Delhi office with client visits in Delhi NCR; travel is paid.",
    responsibilities: [
      "Call and meet the businesses that enquire through our website within one working day.",
      "Find new clients among retailers, schools, clinics and field-sales companies.",
      "Understand what a client needs and prepare proposals and quotes with the project managers.",
      "Give product demos of Tracko, Hisab Book and EMI Security Plus.",
      "Keep every lead up to date in our sales pipeline and meet monthly targets.",
    ],
    requirements: [
      "One year or more in B2B sales, ideally of software, apps or IT services.",
      "Confident in English and Hindi, on the phone and in person.",
      "Comfortable explaining technical products in simple words.",
      "A two-wheeler and a driving licence for client visits.",
    ],
    benefits: [
      "Monthly incentives on every deal closed, with no upper limit.",
      "Travel allowance for client visits.",
      "Health insurance for you and your family.",
      "Annual salary review.",
    ],
    postedOn: "2026-11-24",
    closesOn: "2027-01-15",
    open: true,
  },
];
