import type {
  EnterpriseFeature,
  EnterpriseGroup,
  EnterprisePageLabels,
  FeatureTextBlock,
  KeyFeature,
} from "./schemas/enterprise";

export type { EnterpriseGroup };

/** Art for one feature lives in public/images/enterprise/{folder}/ (hero, block-1, block-2). */
const art = (folder: string, file: string, alt: string) => ({
  src: `/images/enterprise/${folder}/${file}.svg`,
  width: 560,
  height: 420,
  alt,
});
const cardIcon = (folder: string) => ({
  src: `/images/enterprise/cards/${folder}.svg`,
  width: 96,
  height: 96,
  alt: "",
  decorative: true,
});
const block = (tagline: string, description: string, image: FeatureTextBlock["image"]): FeatureTextBlock => ({
  tagline,
  description,
  image,
});

/** The small flat icons of the key-feature lists, public/images/enterprise/icons/. */
type IconName =
  | "apps"
  | "lock"
  | "shield"
  | "location"
  | "remote"
  | "report"
  | "kiosk"
  | "power"
  | "calendar"
  | "inventory"
  | "update"
  | "network"
  | "user"
  | "store"
  | "filter"
  | "eye-off"
  | "qr"
  | "data";
const feature = (icon: IconName, heading: string, description: string): KeyFeature => ({
  icon: { src: `/images/enterprise/icons/${icon}.svg`, width: 48, height: 48, alt: "", decorative: true },
  heading,
  description,
});

export const enterprisePageLabels: EnterprisePageLabels = {
  groupEyebrow: { device: "Device solution", industry: "Industry solution" },
  demoButton: "Request a Demo",
  callButton: "Call Now",
  techHeading: "LEVEL UP WITH OUR TECH SKILLS!",
  techIntro:
    "The same engineers who build our device-management platform build and support your rollout, on a stack that is proven in production.",
  logosHeading: "Brand that trust us",
  logosIntro: "Businesses across India run their devices, apps and customer experiences on our work.",
  reviewHeading: "Review",
};

/**
 * The eight sub-topics of the Enterprise Mobility Management product: four device
 * solutions and four industries. Each record drives its own page and the card that
 * links to it from /product/enterprise_mobility_management.
 */
export const enterpriseFeatures: EnterpriseFeature[] = [
  {
    id: "enterprise-mobility-management",
    group: "device",
    name: "Enterprise Mobility Management",
    card: {
      label: "Enterprise Mobility Management",
      information:
        "Enrol, secure and support every company phone and tablet from one web dashboard, wherever your team works.",
      icon: cardIcon("enterprise-mobility-management"),
      buttonLabel: "Explore EMM",
    },
    head: block(
      "One dashboard for every company device, app and document",
      "Reptile EMM gives your IT team full control of the phones and tablets your staff use for work. Enrol devices in minutes, push apps and Wi-Fi settings over the air, enforce passcodes and encryption, and wipe a lost device before your data walks out of the door — whether you run 10 devices or 10,000.",
      art(
        "enterprise-mobility-management",
        "hero",
        "A web dashboard listing enrolled phones and tablets with their compliance status",
      ),
    ),
    techAreas: ["mobile", "backend", "devops"],
    blocks: [
      block(
        "Enrol a whole fleet before lunch",
        "Zero-touch, QR-code and Samsung Knox enrolment take a device from sealed box to fully configured without your IT team touching it. A new field team of 200 phones is policy-compliant in under an hour: staff switch on, scan the code and start work with their apps, email and Wi-Fi already in place.",
        art(
          "enterprise-mobility-management",
          "block-1",
          "A phone scanning a QR code next to a stack of boxed devices being enrolled",
        ),
      ),
      block(
        "Work data stays work data",
        "Android Work Profile and iOS managed apps keep business apps and customer data in a separate, encrypted container. Personal photos and chats stay private; when an employee leaves, you remove only the work container and your data goes with it — their personal data is never touched.",
        art("enterprise-mobility-management", "block-2", "A phone split into a personal side and a locked work side"),
      ),
    ],
    keyFeatures: {
      heading: "Key features of Reptile EMM",
      description: "Everything a lean IT team needs to run a mobile workforce securely, from a browser.",
      items: [
        feature(
          "apps",
          "Over-the-air app delivery",
          "Install, update and remove business apps silently on every device or on one department at a time.",
        ),
        feature(
          "lock",
          "Remote lock and wipe",
          "Lock a lost device with a message on screen, or erase company data in seconds when it is not coming back.",
        ),
        feature(
          "shield",
          "Policy and compliance engine",
          "Passcode strength, encryption, USB and camera rules; devices that break policy are flagged and restricted automatically.",
        ),
        feature(
          "location",
          "Location and geofencing",
          "See where company devices are and get an alert when one leaves a site, with staff consent and working-hour limits.",
        ),
        feature(
          "remote",
          "Remote troubleshooting",
          "View and control a device screen with the user's permission, so support calls end in minutes instead of site visits.",
        ),
        feature(
          "report",
          "Reports and audit trail",
          "Inventory, app, compliance and activity reports you can filter, schedule and export to Excel for audits.",
        ),
      ],
    },
  },
  {
    id: "Kiosk-Lockdown",
    group: "device",
    name: "Kiosk Lockdown",
    card: {
      label: "Kiosk Lockdown",
      information:
        "Lock tablets and phones to one app or a short allow-list for billing counters, check-in desks and digital signage.",
      icon: cardIcon("kiosk-lockdown"),
      buttonLabel: "Explore Kiosk Mode",
    },
    head: block(
      "Turn any Android device into a dedicated, tamper-proof kiosk",
      "Lock tablets and phones to a single app or a short allow-list — billing counters, self check-in, token machines, delivery scanners and digital signage. The status bar, settings and power menu disappear; only what your customers or staff should touch stays on screen, all day, every day.",
      art("kiosk-lockdown", "hero", "A tablet on a kiosk stand locked to a single check-in app"),
    ),
    techAreas: ["mobile", "backend", "devops"],
    blocks: [
      block(
        "Single-app or multi-app, your brand on screen",
        "Run one app full-screen, or give staff a branded launcher with just the four apps they need: billing, inventory, UPI payments and the calculator. Wallpaper, logo, icon layout and allowed websites are set from the dashboard and reach every store in the next sync.",
        art("kiosk-lockdown", "block-1", "A branded kiosk launcher with four allowed app tiles"),
      ),
      block(
        "Unattended screens that look after themselves",
        "Kiosks restart the app if it crashes, launch automatically after a power cut, dim the screen after closing time and reboot on a schedule you choose. Your team is alerted only when a device goes offline or its battery runs low — no one has to walk the floor checking screens.",
        art("kiosk-lockdown", "block-2", "A digital signage screen with a schedule and health alerts"),
      ),
    ],
    keyFeatures: {
      heading: "Kiosk features built for public-facing devices",
      description: "Tamper-proof lockdown that customers cannot escape and your staff can manage remotely.",
      items: [
        feature(
          "kiosk",
          "Single-app lock",
          "Pin one app full-screen; Home, Back and Recents keys do nothing, and the app relaunches if it is closed.",
        ),
        feature(
          "apps",
          "Branded multi-app launcher",
          "A custom home screen with only the apps and websites you allow, in your colours and logo.",
        ),
        feature(
          "eye-off",
          "Hardware key and status bar blocking",
          "Notification shade, quick settings, power menu and volume keys are disabled to stop tinkering.",
        ),
        feature(
          "power",
          "Auto-launch and watchdog",
          "Boots straight into your app after a power cut and restarts it automatically if it ever stops responding.",
        ),
        feature(
          "calendar",
          "Scheduled content and reboot",
          "Change signage playlists, brightness and reboot times by day and hour, store by store.",
        ),
        feature(
          "qr",
          "Admin exit with PIN",
          "Authorised staff leave kiosk mode with a one-time PIN for maintenance, and every exit is logged.",
        ),
      ],
    },
  },
  {
    id: "mobile-device-management",
    group: "device",
    name: "Mobile Device Management",
    card: {
      label: "Mobile Device Management",
      information:
        "A live inventory of every company phone with passcode, encryption and lost-mode controls for Android and iOS.",
      icon: cardIcon("mobile-device-management"),
      buttonLabel: "Explore MDM",
    },
    head: block(
      "Secure, track and support every mobile device your business owns",
      "Know exactly which phones and tablets you own, who carries them and whether they are safe. Reptile MDM enforces passcodes and encryption, restricts risky settings, controls data usage and locks a lost device in seconds — on Android and iOS, from a single web console your team learns in an afternoon.",
      art("mobile-device-management", "hero", "A phone with a shield next to a device inventory list"),
    ),
    techAreas: ["mobile", "backend", "devops"],
    blocks: [
      block(
        "A live inventory of every device",
        "Model, IMEI, serial number, OS version, battery health, storage, installed apps and assigned employee — collected automatically and kept current. When a device changes hands or an audit comes around, the answer is a search away instead of a spreadsheet that was last updated in March.",
        art("mobile-device-management", "block-1", "A table of devices with model, owner and battery columns"),
      ),
      block(
        "Lost phone? Lock it before anyone reads it",
        "Put a lost device into lost mode with a return message and your phone number on screen, sound an alarm even on silent, see its last location, and wipe it remotely if it is not recovered. Every action is logged with who did it and when, so incidents are documented for your records.",
        art("mobile-device-management", "block-2", "A locked phone showing a lost-mode message and a map pin"),
      ),
    ],
    keyFeatures: {
      heading: "What Reptile MDM controls",
      description: "The controls you need on company devices, without the complexity of tools built for banks.",
      items: [
        feature(
          "inventory",
          "Automatic device inventory",
          "Hardware, software and owner details for every device, refreshed on each check-in.",
        ),
        feature(
          "lock",
          "Passcode and encryption policies",
          "Require a strong screen lock and full-disk encryption before a device can open company apps.",
        ),
        feature(
          "location",
          "Lost mode and remote wipe",
          "Show a return message, ring the device, track its last location and erase it if needed.",
        ),
        feature(
          "filter",
          "App allow and block lists",
          "Block games, unapproved messengers or any app you choose; allow only what the job needs.",
        ),
        feature(
          "data",
          "Mobile data controls",
          "Set monthly data caps per device and block streaming on mobile data to keep the bill predictable.",
        ),
        feature(
          "update",
          "OS update control",
          "Schedule operating-system updates outside working hours and hold back versions your apps do not support yet.",
        ),
      ],
    },
  },
  {
    id: "android-device-management",
    group: "device",
    name: "Android Device Management",
    card: {
      label: "Android Device Management",
      information:
        "Android Enterprise management for Samsung, Xiaomi, Vivo, Oppo, Realme and every other brand your team carries.",
      icon: cardIcon("android-device-management"),
      buttonLabel: "Explore Android",
    },
    head: block(
      "Android Enterprise management for every brand your team carries",
      "Most business phones in India run Android, and they come from a dozen brands. Reptile's Android management is built on Google's Android Enterprise APIs, so the same policies work on Samsung, Xiaomi, Vivo, Oppo, Realme, Motorola and Lava devices running Android 8 or later — fully managed, work profile or dedicated.",
      art("android-device-management", "hero", "Several Android phones of different sizes managed from one laptop"),
    ),
    techAreas: ["mobile", "backend"],
    blocks: [
      block(
        "Works with the phones India actually uses",
        "Budget handsets for delivery staff, mid-range phones for sales teams, rugged devices for warehouses — one console manages them all. We test our agent on the top-selling models every quarter, and our support team knows the battery-saver and auto-start quirks of each brand that silently stop business apps.",
        art(
          "android-device-management",
          "block-1",
          "Three different Android phones side by side, each showing a green compliance tick",
        ),
      ),
      block(
        "Managed Google Play: your private app store",
        "Approve public apps and publish your in-house apps privately through managed Google Play. Staff see only approved apps; updates install silently overnight; app permissions and configurations — server address, store code, login domain — are set centrally, so nobody types a URL on a 6-inch screen.",
        art("android-device-management", "block-2", "A private app store screen listing approved business apps"),
      ),
    ],
    keyFeatures: {
      heading: "Android management, done properly",
      description: "Every Android Enterprise mode, with the controls Indian businesses ask us for most.",
      items: [
        feature(
          "shield",
          "Fully managed devices",
          "Company-owned phones locked to your policies from the first boot, with factory-reset protection tied to your account.",
        ),
        feature(
          "user",
          "Work profile for personal phones",
          "Bring-your-own-device staff get a separate work profile; you manage only that part of the phone.",
        ),
        feature(
          "apps",
          "Managed Google Play",
          "Approve, publish and configure apps centrally, including private apps that never appear on the public store.",
        ),
        feature(
          "lock",
          "Factory reset protection",
          "A stolen company device cannot be reset and reused without your organisation's Google account.",
        ),
        feature(
          "update",
          "Silent install and updates",
          "Apps install and update without prompts, on Wi-Fi only if you prefer, outside working hours.",
        ),
        feature(
          "network",
          "Wi-Fi, VPN and APN setup",
          "Push office Wi-Fi, VPN profiles and private APNs so devices connect securely without a password on a sticky note.",
        ),
      ],
    },
  },
  {
    id: "education-sector",
    group: "industry",
    name: "Education Sector",
    card: {
      label: "Education Sector",
      information:
        "Keep school and coaching-centre tablets focused on learning, with safe browsing, class schedules and exam mode.",
      icon: cardIcon("education-sector"),
      buttonLabel: "See Education",
    },
    head: block(
      "Focused learning on every school tablet, safe browsing for every student",
      "Schools, colleges and coaching institutes hand out tablets to improve learning, not to host games and short videos. Reptile EMM locks student devices to approved learning apps during class hours, filters the web for every age group, and lets teachers put a whole classroom into exam mode with one tap.",
      art("education-sector", "hero", "A classroom board and student tablets locked to learning apps"),
    ),
    techAreas: ["mobile", "frontend", "backend"],
    blocks: [
      block(
        "Class-time and home-time policies",
        "During school hours, tablets open only the timetable's learning apps and e-books. After 4 pm, the policy relaxes to allow homework, reference sites and the school app — while social media and gaming stay blocked. Parents see fewer distractions; teachers see more finished assignments.",
        art("education-sector", "block-1", "A weekly timetable with tablet policies for class time and home time"),
      ),
      block(
        "Exam mode in one tap",
        "Before an online test, a teacher locks the class's tablets to the exam app: no browser, no screenshots, no notifications and no switching apps. When the test ends, devices return to the normal class policy automatically, and the exam log shows any device that went offline during the paper.",
        art("education-sector", "block-2", "A tablet showing a locked online exam with a countdown timer"),
      ),
    ],
    keyFeatures: {
      heading: "Built for classrooms and campuses",
      description: "Controls that principals, teachers and IT staff can use without a training course.",
      items: [
        feature(
          "apps",
          "Learning-app allow list",
          "Only the e-books, LMS and practice apps your academic team approves can be opened.",
        ),
        feature(
          "filter",
          "Safe browsing filter",
          "Age-appropriate web filtering with SafeSearch enforced and adult, gambling and gaming sites blocked.",
        ),
        feature(
          "calendar",
          "Schedule-based policies",
          "Different rules for class periods, breaks, evenings and holidays, applied automatically.",
        ),
        feature(
          "kiosk",
          "Exam lockdown",
          "Lock a class to one exam app with screenshots and app switching disabled for the duration of the test.",
        ),
        feature(
          "location",
          "Lost tablet tracking",
          "Find a missing tablet on campus or lock it remotely so it is useless to anyone else.",
        ),
        feature(
          "data",
          "Bulk content delivery",
          "Push e-books, videos and worksheets to a whole grade at once, over the school Wi-Fi, before class begins.",
        ),
      ],
    },
  },
  {
    id: "healthcare-management",
    group: "industry",
    name: "Healthcare Management",
    card: {
      label: "Healthcare Management",
      information:
        "Protect patient data on ward tablets, doctors' phones and front-desk check-in kiosks in clinics and hospitals.",
      icon: cardIcon("healthcare-management"),
      buttonLabel: "See Healthcare",
    },
    head: block(
      "Protected patient data on every ward tablet and doctor's phone",
      "Clinics, hospitals and diagnostic labs run on shared tablets, doctors' phones and front-desk kiosks, and each one holds sensitive patient information. Reptile EMM keeps those devices encrypted, locked and limited to clinical apps, with the audit trail you need under India's Digital Personal Data Protection Act, 2023.",
      art("healthcare-management", "hero", "A clinic tablet with a patient record protected by a shield"),
    ),
    techAreas: ["mobile", "backend", "devops"],
    blocks: [
      block(
        "Shared devices that forget the last user",
        "Nursing-station tablets pass between three shifts a day. With shared-device mode, each nurse signs in with a PIN, and on sign-out the session, its cache and any downloaded reports are cleared. The next user starts clean, and no patient record is left open on the counter.",
        art("healthcare-management", "block-1", "A nurse-station tablet with a sign-in screen for shift users"),
      ),
      block(
        "Check-in kiosks at the front desk",
        "Turn a ₹12,000 tablet into a self check-in kiosk: patients enter their mobile number, confirm the appointment and get a token number, while the device stays locked to the check-in app. Reception queues shrink at peak hours and staff spend their time with patients instead of registers.",
        art("healthcare-management", "block-2", "A front-desk check-in kiosk issuing a token number"),
      ),
    ],
    keyFeatures: {
      heading: "Device security for clinical teams",
      description: "Controls designed around patient privacy, busy shifts and compliance audits.",
      items: [
        feature(
          "lock",
          "Encrypted, auto-locking devices",
          "Full-device encryption and a short auto-lock on every device that opens patient data.",
        ),
        feature(
          "user",
          "Shared-device sign-out",
          "Per-user PIN sign-in on shared tablets, with app data cleared automatically at sign-out.",
        ),
        feature(
          "apps",
          "Clinical app allow list",
          "Only your HIS, lab, pharmacy and teleconsultation apps are available on clinical devices.",
        ),
        feature(
          "eye-off",
          "Copy and screenshot blocking",
          "Stop reports and prescriptions from being screenshotted, copied or forwarded from managed apps.",
        ),
        feature(
          "kiosk",
          "Patient check-in kiosks",
          "Lock front-desk tablets to the check-in and feedback apps, with auto-restart after a power cut.",
        ),
        feature(
          "report",
          "Audit logs for compliance",
          "Who accessed which device, when it was locked or wiped, and which policies were applied — ready to export.",
        ),
      ],
    },
  },
  {
    id: "retail-management",
    group: "industry",
    name: "Retail Management",
    card: {
      label: "Retail Management",
      information:
        "Run POS tablets, handheld scanners and in-store signage across every outlet and franchise from one place.",
      icon: cardIcon("retail-management"),
      buttonLabel: "See Retail",
    },
    head: block(
      "Run POS tablets, scanners and signage across every store",
      "Retail chains and franchises depend on billing tablets, handheld scanners, price checkers and in-store screens that must work from opening to closing. Reptile EMM keeps every one of them locked to the right apps, updated overnight and visible on a single map — whether you run 5 outlets or 500.",
      art("retail-management", "hero", "A shop counter with a billing tablet, a barcode scanner and a signage screen"),
    ),
    techAreas: ["mobile", "frontend", "backend"],
    blocks: [
      block(
        "Overnight updates across all outlets",
        "A new price list, a festive offer or a POS app update goes to every store at 2 am and is live when the shutters go up. Devices are grouped by region, store and counter, so you can pilot a change in three outlets on Monday and roll it out to the whole chain by Thursday.",
        art("retail-management", "block-1", "A map of store locations receiving an overnight update"),
      ),
      block(
        "Devices that stay in the store",
        "Each store's devices are geofenced to its address. If a scanner or billing tablet leaves the premises, the area manager gets an alert and the device locks itself until it is back. Missing-device write-offs drop, and so do the late-night calls about a counter that cannot bill.",
        art("retail-management", "block-2", "A storefront with a geofence ring and a locked handheld scanner"),
      ),
    ],
    keyFeatures: {
      heading: "Retail features that protect your counters",
      description: "Keep every till running and every device accounted for, store by store.",
      items: [
        feature(
          "kiosk",
          "POS lockdown",
          "Billing tablets run only the POS, UPI and printer apps — no YouTube on the counter during the rush.",
        ),
        feature(
          "store",
          "Store-wise device groups",
          "Organise devices by region, store and counter, and apply policies and content to each group.",
        ),
        feature(
          "calendar",
          "Scheduled updates",
          "Roll app updates and price lists out after closing time, with a pilot group first.",
        ),
        feature(
          "location",
          "Geofence alerts",
          "Get notified and lock the device automatically when store equipment leaves the premises.",
        ),
        feature(
          "update",
          "Signage content scheduling",
          "Change in-store screens by time of day, festival or region without visiting the store.",
        ),
        feature(
          "remote",
          "Remote support",
          "See a store's screen and fix printer or app settings remotely while the cashier keeps billing.",
        ),
      ],
    },
  },
  {
    id: "corporate-management",
    group: "industry",
    name: "Corporate Management",
    card: {
      label: "Corporate Management",
      information:
        "Onboard and offboard company phones for sales, field and office teams in minutes, with email and VPN ready to go.",
      icon: cardIcon("corporate-management"),
      buttonLabel: "See Corporate",
    },
    head: block(
      "Company phones for sales, field and office teams, fully under control",
      "Growing companies hand out phones to sales executives, field engineers and managers, and let others use their own. Reptile EMM sets each role up with the right apps, email and VPN on day one, keeps customer data inside company apps, and recovers everything cleanly on the last day — without chasing anyone for their phone.",
      art(
        "corporate-management",
        "hero",
        "An office building with laptops and phones connected to a central dashboard",
      ),
    ),
    techAreas: ["mobile", "backend", "devops"],
    blocks: [
      block(
        "Onboard a new hire in ten minutes",
        "Pick a role — Sales, Field Service, Finance — and the phone configures itself: CRM, email, calendar, VPN, office Wi-Fi and the expense app installed and signed in. HR hands over the device at induction and the employee makes their first customer call the same afternoon.",
        art("corporate-management", "block-1", "A new employee's phone being set up with role-based apps"),
      ),
      block(
        "Offboard without chasing devices",
        "On an employee's last day, one click removes company email, CRM data and files from their phone — corporate-owned or personal — and transfers the device to the next person. Access ends the moment HR marks the exit, not when the phone is eventually returned.",
        art("corporate-management", "block-2", "A phone handing company data back to a secure office vault"),
      ),
    ],
    keyFeatures: {
      heading: "Mobility for the modern workplace",
      description: "Role-based control of company and personal phones, from the first day to the last.",
      items: [
        feature(
          "user",
          "Role-based policies",
          "Sales, field, finance and leadership each get their own apps, restrictions and data rules.",
        ),
        feature(
          "network",
          "Email, Wi-Fi and VPN setup",
          "Corporate mail, calendars, VPN and office Wi-Fi configured automatically, with certificates.",
        ),
        feature(
          "shield",
          "BYOD work profile",
          "Staff use their own phones; company apps and data live in a separate profile you control.",
        ),
        feature(
          "location",
          "Field-force attendance",
          "Geo-tagged check-ins and visit logs for field teams, during working hours only.",
        ),
        feature(
          "data",
          "Data usage control",
          "Monthly data limits per role and alerts before a corporate plan runs over.",
        ),
        feature(
          "report",
          "Compliance reports",
          "Device, app and policy reports for ISO 27001 and client audits, exported in a click.",
        ),
      ],
    },
  },
];

/** Device solutions live under enterprise-managements, industries under enterprise-management (spec). */
export function enterpriseFeaturePath(f: { id: string; group: EnterpriseGroup }): string {
  return `/product/${f.group === "device" ? "enterprise-managements" : "enterprise-management"}/${f.id}`;
}

/**
 * The feature page for a URL: the id must exist and belong to the group of the URL
 * prefix. Ids are case-sensitive, as the old site linked "Kiosk-Lockdown".
 */
export function findEnterpriseFeature(group: EnterpriseGroup, id: string | undefined): EnterpriseFeature | undefined {
  return enterpriseFeatures.find((f) => f.id === id && f.group === group);
}

/** Which group a URL belongs to, from its prefix: enterprise-managements (devices) or enterprise-management (industries). */
export function enterpriseGroupFromPath(pathname: string): EnterpriseGroup | undefined {
  const segment = pathname.split("/")[2];
  if (segment === "enterprise-managements") return "device";
  if (segment === "enterprise-management") return "industry";
  return undefined;
}
