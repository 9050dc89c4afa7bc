import type { Post } from "../schemas/blog";

/**
 * The articles the blog launches with: the shipped defaults of the "posts" collection.
 * Editors change or take them down in the back office like any other post (decision 014).
 */
export const launchPosts: Post[] = [
  {
    id: "custom-business-app-cost-india",
    slug: "custom-business-app-cost-india",
    title: "What a custom business app costs in India, and what drives the price",
    summary:
      "Cost drivers, fixed price vs time-and-materials, a worked estimate in rupees, running costs like OTP, maps and hosting, and how to brief a vendor.",
    tags: ["pricing", "app-development", "planning"],
    status: "published",
    authorName: "Reptile Technologies",
    publishedAt: "2026-10-06T04:30:00.000Z",
    ogImage: "/images/og/blog/custom-business-app-cost-india.png",
    body: `Two vendors can quote ₹3 lakh and ₹18 lakh for what sounds like the same app, and neither is necessarily wrong: each has imagined a different app. This guide explains what drives the cost of a custom business app in India, how to brief vendors so quotes can be compared, what a realistic estimate looks like, and which running costs surprise owners after launch.

## What you are actually paying for

Almost every quote comes down to effort multiplied by a rate. Effort is person-days of design, development, testing and project management. Agencies charge more than freelancers, usually for process, testing and continuity. The worked example below assumes a blended rate of ₹6,000–₹10,000 per person-day, a reasonable band for small and mid-size Indian agencies; use your own vendor's rate in the same arithmetic.

Six things drive the person-days.

### Scope: rules, not screens

Counting screens misleads. An "order booking" screen is quick to build if every customer pays the same price. It takes far longer with credit limits, scheme discounts by retailer category, partial dispatch and GST invoices that must match Tally. Each rule must be designed, built and tested. When you list features, list the rules too.

### Platforms

For most staff-facing and B2B apps in India, Android alone covers nearly all users, but check your own. If you need iOS too, a cross-platform framework such as Flutter or React Native serves both from one codebase; in our experience that adds roughly 15–25% for platform quirks, testing and App Store work. Two separate native apps cost close to twice as much.

Almost every business app also needs a web admin panel for users, prices, approvals and reports. Owners often forget it, yet it is commonly a quarter to a third of the work.

### Integrations

Each connection to another system is a small project. A payment gateway with a good SDK (Razorpay, PayU, Cashfree and similar) is fairly predictable. Tally is harder: it exposes data through a local XML interface on the computer where it runs, so you need a connector there and a plan for when that computer is off. WhatsApp Business messaging, GST e-invoicing, an ERP or a bank API add effort that depends mostly on how clean the other side's interface is.

### Design

Adapting a proven component library is cheaper than fully custom design, which earns its cost in customer-facing apps where brand matters. An internal field app mostly needs large buttons, clear status colours and screens readable in sunlight. Hindi or regional languages add translation and layout testing.

### Testing

Many Indian users carry budget Android phones with limited memory, aggressive battery savers and patchy networks. Testing on real low-end devices, not just an emulator, is essential. Expect quality assurance to take roughly 20–30% of development effort.

### Maintenance

A rule of thumb is 15–25% of the build cost per year. Google Play requires apps to target a recent Android version every year, Apple expects builds with its current tools, and libraries and servers need security updates. Unmaintained apps tend to break within a year or two.

## Fixed price or time-and-materials?

| Aspect | Fixed price | Time-and-materials |
|---|---|---|
| Best when | Scope is clear and written down | Scope will change as you learn |
| Your risk | Change requests cost extra; vendor may pad the quote | Total cost is open-ended without a cap |
| What to insist on | Detailed scope, acceptance criteria, change-request rates | Weekly reports of hours against features, a monthly budget ceiling |

A practical middle path is a short, paid discovery phase at a fixed price, producing wireframes and a written scope, followed by a fixed price for each release. The discovery output is yours to take to another vendor if you wish.

## How to brief a vendor

A one-page brief gets you comparable quotes. Include:

- **Who uses it**: each role (owner, manager, salesperson, customer) and roughly how many.
- **The five most important jobs** for each role.
- **What you use today**: registers, Excel, WhatsApp groups, Tally, another app.
- **Platforms**: Android, iOS, web admin, and the phones your staff carry.
- **Integrations** by name and version.
- **Languages** the app must support.
- **Must-have for launch** versus "later".
- **Budget range and deadline**, so vendors propose what fits rather than guess.

Then ask every vendor for the same things: effort by module, assumptions and exclusions, the warranty period, the support rate afterwards, whether GST (18% on IT services) is included, and confirmation that source code, store, domain and cloud accounts will be in your company's name.

## A worked example

A Delhi distributor of packaged foods serves around 200 retailers with 12 salespeople. It wants an Android ordering app for retailers and salespeople, an admin panel, UPI payments through a gateway and Tally sync.

| Module | Effort (person-days) |
|---|---|
| Discovery, workflows and wireframes | 8–12 |
| UI design (about 25 screens) | 10–15 |
| OTP login, roles, retailer and salesperson profiles | 6–10 |
| Catalogue, schemes, cart and order booking | 20–30 |
| Payments through a gateway, credit limits | 8–12 |
| Web admin panel: orders, stock, pricing, reports | 20–30 |
| Tally sync for items, ledgers and invoices | 10–20 |
| Notifications and basic reports | 6–10 |
| Testing on real devices | 15–25 |
| Project management, deployment, Play Store release | 8–12 |
| **Total** | **111–176** |

At ₹6,000 per person-day the low end is 111 × ₹6,000 = ₹6,66,000; at ₹10,000 the high end is 176 × ₹10,000 = ₹17,60,000, before GST. With one vendor at a fixed rate of, say, ₹8,000, the spread is narrower: about ₹8.9–14.1 lakh. Where you land depends on how many scheme and credit rules survive discovery, how messy the Tally data is, and how custom the design is. iOS through a cross-platform framework would add roughly 15–25%.

## Hidden and running costs

| Item | Typical cost | Notes |
|---|---|---|
| Google Play developer account | US$25, once | Register it in your company's name |
| Apple Developer Program | US$99 a year | Only if you publish on iOS |
| Store commission | Only on digital goods or subscriptions sold in the app | Not charged on physical goods or services paid through your own gateway |
| Cloud hosting and backups | ₹2,000–₹15,000 a month for a small to mid-size app | Driven by users, stored photos and backups |
| SMS OTP | A few paise to around 30 paise per message, plus DLT registration | Sender ID and message templates must first be registered on a DLT platform |
| Maps and geocoding APIs | Free monthly allowance, then per request | Careless calls can make this your biggest bill; Mappls, Ola Maps and OpenStreetMap-based services are alternatives |
| Payment gateway fees | A percentage per transaction, varying by method | UPI is usually the cheapest; read the rate card |
| Annual maintenance | 15–25% of build cost | Security updates, OS changes, small fixes |

Count your own team's time too: answering questions, testing releases, cleaning master data and training staff.

## How to cut cost without cutting corners

- **Launch the smallest version that replaces a real process**, such as order booking, and keep a written list for phase two.
- **Start with Android** if that is what your users carry; add iOS through a cross-platform framework when there is demand.
- **Use proven building blocks**: a gateway's hosted checkout, a standard admin template, managed login services.
- **Buy what already exists.** If a module is attendance, accounting or device management, a ready product is often cheaper than building and maintaining your own.
- **Decide quickly.** On time-and-materials, a week spent waiting for price lists or approvals is a week you pay for.

Do not cut testing on real devices, automated backups, access control for each role, documentation or ownership of your source code. Each is cheap at the start and expensive to add after something goes wrong.

For a module-by-module estimate of your own app, see how we approach [app development](/services/app_development) or [send us your brief](/contact_us); we will tell you what we would build first and what we would leave out.
`,
  },
  {
    id: "gps-vs-geofence-attendance-tracking",
    slug: "gps-vs-geofence-attendance-tracking",
    title: "GPS vs geofence attendance for field staff: how to choose",
    summary:
      "How GPS tracking and geofence check-ins work on Android: accuracy, battery, fake GPS, offline sync, DPDP Act duties and which suits which field team.",
    tags: ["attendance", "field-teams", "gps"],
    status: "published",
    authorName: "Reptile Technologies",
    publishedAt: "2026-10-20T04:30:00.000Z",
    ogImage: "/images/og/blog/gps-vs-geofence-attendance-tracking.png",
    body: `"GPS attendance" and "geofence attendance" are often treated as the same thing. They are not. One records where a person is through the working day; the other answers one question at check-in: is this person where they are supposed to be? The choice affects battery life, staff trust, your obligations under India's data protection law and how easily the system is cheated. Here is how each works on Android and which suits which field team.

## How a phone knows where it is

Android's fused location service combines satellite positioning (GPS, plus systems such as NavIC on supported phones), nearby Wi-Fi networks and mobile towers. Every reading carries an accuracy estimate in metres, which matters as much as the coordinates.

As a rough guide from field experience:

- **Open sky**: satellite fixes are usually within about 5–20 metres.
- **Inside buildings, basements, dense markets**: accuracy often degrades to 30–100 metres or worse, and the phone may fall back to Wi-Fi.
- **Mobile towers only**: anything from a few hundred metres to a few kilometres.

Store the accuracy with every location, or you will argue about readings the phone itself knew were vague.

## GPS tracking: a trail through the day

Tracking collects a location every few minutes while the employee is on duty and draws the route on a map: which clients a salesperson visited, how long they stayed and how far they travelled, which is useful for travel allowance.

On modern Android, continuous tracking runs as a foreground service with a visible notification, and collecting location while the app is closed needs the separate "Allow all the time" permission, which Google Play reviews strictly. Xiaomi, Oppo, Vivo, Realme and other brands add battery savers that stop background apps, so staff usually need to exempt the app during setup.

Battery cost depends on frequency. In our experience, a reading every 5–15 minutes, skipped when the phone has not moved, is barely noticeable over a shift; a reading every few seconds visibly drains a budget phone.

## Geofence attendance: a yes or no at a known place

A geofence is a circle (or polygon) drawn around a workplace. There are two ways to use it:

1. **Check-in validation.** The employee taps "check in", the app takes a fresh reading and the server checks whether it falls inside the site's circle. This needs location permission only while the app is open; most attendance apps work this way.
2. **Automatic entry and exit.** Android's geofencing service watches in the background and tells the app when the phone enters or leaves. It needs "Allow all the time", allows up to 100 geofences per app on a device, and alerts can arrive minutes late, especially when the phone has been idle. Google recommends a radius of at least 100–150 metres for reliable triggers.

Choosing the radius is a balance. Too small and staff inside a concrete building are rejected because their reading is 80 metres off; too large and someone checks in from the tea stall down the road. For one building, 100–200 metres is typical; large construction sites and campuses may need a polygon.

## Spoofing and mock locations

Fake GPS apps are easy to find. They work through the "mock location app" setting in developer options, and Android marks such readings as mock, which the app can check. Rooted phones and modified apps can hide the flag, so layer your defences:

- Reject or flag readings marked as mock, and use Google's Play Integrity API to check that the app and device are genuine.
- Look for impossible patterns on the server: 20 kilometres in two minutes, identical coordinates every day, accuracy reported as exactly zero.
- Add a second factor where it matters: a selfie, a QR code fixed at the site, or the office Wi-Fi network.
- Treat a flag as a question for the manager, not an automatic pay cut. Poor GPS in a basement is far more common than cheating.

## Offline check-ins and sync

Staff in basements and rural areas often have no data connection at check-in. A good app stores the check-in and uploads it later, but the phone's clock can be changed, so the record must capture enough to verify the time. A check-in synced nearly three hours late might look like this:

\`\`\`json
{
  "recordId": "c0a8f3e2-5b1d-4c7e-9a61-2f4d8e7b1a90",
  "employeeId": "EMP-0142",
  "type": "check_in",
  "siteId": "SITE-NOIDA-SEC63",
  "capturedAt": "2026-10-20T09:02:41+05:30",
  "receivedAt": "2026-10-20T11:47:05+05:30",
  "deviceClock": { "autoTimeEnabled": true, "elapsedSinceBootMs": 86412345 },
  "location": { "lat": 28.6271, "lng": 77.3762, "accuracyM": 18, "isMock": false },
  "geofence": { "radiusM": 150, "distanceFromCentreM": 64, "result": "inside" },
  "selfie": { "photoId": "ph_7f3a91" },
  "network": "offline",
  "appVersion": "3.4.1"
}
\`\`\`

The server trusts the capture time because automatic network time was on and the time-since-restart counter, which users cannot change, agrees with the phone's other records. It accepts the location because 64 metres plus 18 metres of uncertainty sits inside the 150-metre circle. A reading 140 metres out with 80 metres of uncertainty is genuinely unclear: flag it for review rather than reject it.

## Privacy and consent under the DPDP Act 2023

Location is personal data, and under the Digital Personal Data Protection Act, 2023 the employer is the data fiduciary responsible for it. The Act treats processing for employment purposes as a "legitimate use" that needs no separate consent, but that is not a blank cheque: the data must serve the stated purpose, be kept secure and be erased when no longer needed. The DPDP Rules were notified in November 2025, with most obligations applying from May 2027. Failing to take reasonable security safeguards can attract a penalty of up to ₹250 crore. Take legal advice on your setup; in practice we recommend:

- Track only during shifts or on-duty hours, never on leave days or after check-out.
- Keep the tracking notification visible so staff know when they are being tracked.
- Give staff a written notice in English and Hindi (or their language): what is collected, why, who sees it, for how long.
- Limit who can see live location, typically the reporting manager and HR.
- Set retention: detailed trails for a few months, attendance summaries for as long as wage and labour records must be kept.
- Let staff see their own records and name a person to raise complaints with.

## What to choose for each kind of team

### Sales and service reps

They move all day and visits are the work. Use GPS tracking during duty hours plus a check-in at each client, so visits are recorded rather than guessed from the route. Pay travel allowance from measured distance.

### Site workers

Construction, security, housekeeping and factory staff work at one known place. A geofence check-in with a selfie is enough; continuous tracking adds battery drain and privacy weight for little benefit. Where workers have basic phones, a supervisor can check in the crew from one device.

### Delivery staff

The trip is the unit. Track during active trips so dispatch sees progress, and capture proof of delivery with location and photo at the drop point. Location between trips is rarely needed.

When we built [Tracko](/product/tracko), our attendance and payroll app, we settled on the same principles: a selfie and location at check-in for everyone, and visit tracking for field staff only during working hours. Whatever you choose, check it against them.

## Rollout checklist

- [ ] Decide, per team, whether you need a trail, a yes or no at a site, or both.
- [ ] Record each site's coordinates on the spot and set a radius suited to the building.
- [ ] Write the notice and policy: what is collected, purpose, retention, who sees it, complaint contact.
- [ ] Test on the cheapest phones your staff actually carry, indoors and outdoors.
- [ ] Prepare brand-specific steps for battery-saver exemptions and location permissions.
- [ ] Run a two-week pilot with one team alongside the old register.
- [ ] Agree how flagged check-ins are reviewed, and by whom, before they affect pay.
- [ ] Train staff in person; a ten-minute demo saves weeks of support calls.
- [ ] Review false rejections after the first month and adjust radii.

If you need something off-the-shelf products cannot do, such as ERP integration or unusual shift rules, see our [custom app development](/services/app_development) or [talk to us](/contact_us).
`,
  },
  {
    id: "website-pwa-or-native-app",
    slug: "website-pwa-or-native-app",
    title: "Website, PWA or native app: what a small business should build first",
    summary:
      "Websites, PWAs and native apps compared on cost, timelines, SEO, offline use, push notifications on Android and iPhone, app stores and upkeep.",
    tags: ["web-development", "pwa", "small-business", "planning"],
    status: "published",
    authorName: "Reptile Technologies",
    publishedAt: "2026-11-03T04:30:00.000Z",
    ogImage: "/images/og/blog/website-pwa-or-native-app.png",
    body: `"Should we have an app?" is usually the wrong first question. The better one is: what do your customers or staff need to do, how often, and on which phones? A caterer whose customers order twice a year needs something different from a distributor whose retailers reorder every week. This guide compares the three realistic options, a website, a progressive web app (PWA) and a native app, with typical costs, timelines and the paths we see working for small businesses.

## The three options in plain terms

- **Website**: pages that open in any browser and can be found on Google. It can include forms, bookings, payments and a customer login.
- **Progressive web app (PWA)**: a website built to behave like an app. It can be added to the home screen, open full-screen, keep working with a poor connection and send notifications, all without an app store.
- **Native app**: installed from Google Play or the App Store, built with Android and iOS tools or a cross-platform framework such as Flutter or React Native. It gets the fullest access to the phone.

These are not exclusive. Most businesses that end up with an app still need a website, and a PWA is usually an upgrade of a website rather than a separate product.

## What each is good at

### Website

A website is how new customers find you: through Google search, Google Maps listings and links shared on WhatsApp. Nobody installs anything, every visitor sees the latest version, and changes go live the moment you publish. For most small businesses it is the first thing to get right, and it should load quickly on a mid-range phone over mobile data.

### PWA

A PWA suits repeat use without the friction of an app store: reordering, checking an account, booking a regular service, or an internal tool for office staff. It works on Android, iPhone and desktop from one codebase, and updates reach everyone at once. Limits appear when you need deep access to the phone: background location, geofencing, Bluetooth printers on iPhone, NFC and reliable background work are weak or missing, especially on iOS.

### Native app

A native app is the right choice when the phone's hardware is the point: tracking field staff, scanning and printing, working offline for days, managing devices, or heavy daily use where speed and polish matter. It costs more to build and maintain, and every update passes store review.

## Costs and timelines

Ranges below are typical of what we see for Indian small and mid-size businesses; your scope moves the number within or beyond them.

| What you build | Typical cost | Typical timeline |
|---|---|---|
| Brochure website on a template or CMS | ₹25,000–₹1 lakh | 2–4 weeks |
| Custom-designed website with CMS, forms and SEO basics | ₹1–3 lakh | 4–8 weeks |
| Online store (hosted platform or custom) | ₹1.5–6 lakh | 4–10 weeks |
| PWA with login, dashboards and offline use | ₹4–12 lakh | 6–14 weeks |
| Native or cross-platform app with backend and admin panel | ₹6–25 lakh or more | 3–6 months |

What drives the range: number of user roles, business rules, integrations (payment gateway, Tally, WhatsApp, ERP), custom versus template design, languages, and how much content you provide ready. Running costs are separate: domain and hosting for a simple site are a few thousand rupees a year, while apps add cloud hosting, the Apple Developer Program at US$99 a year, a one-time US$25 Google Play registration, and maintenance commonly budgeted at 15–25% of the build cost each year.

## SEO, offline use and notifications

### SEO

Websites and PWAs can be indexed by Google; content inside a native app cannot be found through web search in the same way. If people search for your service ("AC repair in Dwarka", "packaging supplier Okhla"), the website does the work. Fast loading, real text on pages rather than images of text, and an up-to-date Google Business Profile matter more than an app.

### Offline use

A PWA can cache screens and data with a service worker, so a catalogue or recent orders stay readable without a connection, and entries can be queued and sent later. For staff who work offline for long stretches, such as a technician in a basement or a surveyor in a village, a native app stores more data more reliably. Safari may also clear stored data for sites that are not used for a while; web apps added to the home screen are treated better, but it is another reason not to rely on the browser for data that cannot be lost.

### Push notifications on Android and iOS

- **Android**: web push works in Chrome for websites and PWAs once the user allows it. Since Android 13, native apps must also ask permission before sending notifications.
- **iPhone**: web push works from iOS 16.4 onwards, but only after the user adds the web app to the home screen through Safari's Share menu, and the permission request must follow a tap. Many users never take that step, so reach on iPhone is lower than with a native app.
- **Native apps** get the most dependable delivery on both platforms, through Firebase Cloud Messaging and Apple's push service.

## App store presence and maintenance

Being in the Play Store and App Store builds trust with some customers, and staff find "download our app" easy to follow. Store search rarely brings you strangers, though; most installs come from customers you already have. A PWA can be published on Google Play as a Trusted Web Activity at modest cost. Apple is stricter: an app that merely wraps a website risks rejection under its minimum functionality guideline.

Maintenance differs as much as build cost:

- **Website**: CMS and plugin updates, renewals and fresh content. Neglected WordPress plugins are a common way small sites get hacked.
- **PWA**: one codebase and instant updates, but test every release on Safari as well as Chrome.
- **Native app**: yearly Android and iOS changes, store policy updates, review delays, and users who never update, so build a "please update" prompt from the first version.

## Decision table

| Need | Website | PWA | Native app |
|---|---|---|---|
| Found by new customers on Google | Best | Good | Poor |
| Repeat customers ordering weekly | Adequate | Good | Best |
| Works with poor or no network | Poor | Good | Best |
| Notifications on iPhone | No | Only once added to home screen | Yes |
| Background location, geofencing | No | No | Yes |
| Bluetooth printers, NFC | No | Partly, in Chrome on Android | Yes |
| Listed in app stores | No | Play Store only, practically | Yes |
| Cost to start | Lowest | Medium | Highest |
| Updates without store review | Yes | Yes | No |

## Typical paths

### Start with a fast website, add an app later

The most common sensible path. A bakery, clinic or dealer launches a quick website with WhatsApp ordering or booking, learns what customers repeat, and only then builds a PWA or app around those repeat actions, with real data on what to include.

### PWA for customers, native app for staff

A pest control or appliance service company lets customers book through a PWA, while technicians use a native app for geofenced check-ins, photos and offline job sheets. Each group gets what suits it.

### Native from day one

When the core job depends on the phone itself, such as attendance with location, device management or billing with a Bluetooth printer, starting with a website wastes time. Consider whether a ready product already does the job before commissioning one.

Before you decide, write down who will use it, how often, on which phones, and what must work without a network. Those four answers usually settle the choice. For websites and PWAs, see our [web development](/services/web_development) work; for installed apps, see [app development](/services/app_development); or [tell us what you need](/contact_us) and we will suggest where to start.
`,
  },
];
