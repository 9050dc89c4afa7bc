import type { LegalDocument } from "../schemas/legal";
import { company, contactSection, grievanceSection, mail, p, page, privacyEmail, section, term, ul } from "./shared";

const APP = "Reptile Anti Theft";

/** Privacy policy of the Anti Theft app, dated 10 September 2024 as on the old site. */
export const antiTheftPrivacyPolicy: LegalDocument = {
  path: "/privacy-policy-anti-theft",
  title: `${APP} Privacy Policy`,
  shortTitle: "Anti Theft App Privacy Policy",
  summary: `How the ${APP} app uses your phone’s permissions and data to protect it against theft and misuse, what stays on your device, what reaches our servers, and the choices you have.`,
  appliesTo: `The ${APP} app for Android`,
  effectiveDate: "2024-09-10",
  lastUpdated: "2024-09-10",
  sections: [
    section(
      "introduction",
      "Introduction",
      p(
        `${APP} (the “App”) is published by ${company.legalName} (“${company.name}”, “we”, “us”). It helps you protect your phone if it is lost or stolen: it can photograph someone who tries to unlock it, alert you when the SIM card is changed, show where the phone is, sound an alarm and lock the screen on your command.`,
      ),
      p(
        "To do this the App needs powerful permissions. This policy explains, in plain language, each permission it asks for, the data it handles, why, where that data goes and for how long. It is written to meet the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 and the Digital Personal Data Protection Act, 2023.",
      ),
      p(
        "By installing the App and granting its permissions, you agree to the handling of data described here. You can withdraw that agreement at any time by revoking the permissions or uninstalling the App, as explained below.",
      ),
    ),
    section(
      "at-a-glance",
      "The short version",
      ul(
        "The App collects data only to protect your own phone, and only acts when you set it up to or when a protection event happens.",
        "Intruder photos and location records are sent only to you, and to the trusted contact you choose.",
        "We never sell your data, never show advertising and never use your data to build an advertising profile.",
        "The App does not read your messages, contacts, call history, photo gallery or files.",
        "You can switch any feature off, revoke any permission and ask us to delete your data at any time.",
      ),
    ),
    section(
      "permissions",
      "Device permissions and why the App needs them",
      p(
        "Android asks you to approve each of these permissions. The App asks for them when you turn on the feature that needs them, and explains why on screen first.",
      ),
      ul(
        term(
          "Device administrator",
          "lets the App lock the screen when you send a lock command, notice failed unlock attempts so it can trigger an intruder photo, and stop a thief from uninstalling the App without your PIN. The App never erases your phone unless you give that command yourself.",
        ),
        term(
          "Camera",
          "used only to take an intruder photo with the front camera when someone enters a wrong PIN, pattern or password, or tries to switch off or remove the App. The App does not record video and does not use the camera at any other time.",
        ),
        term(
          "Location (including in the background)",
          "used to find your phone when you ask for its location, or when an alert such as a SIM change or an intruder photo is triggered, so the alert can say where the phone is. The App does not track your movements continuously.",
        ),
        term(
          "Phone state and SIM information",
          "used to detect a SIM change: the App notes which SIM card is in the phone and compares it when the phone starts or a card is inserted. When a different SIM appears, it alerts you and your trusted contact.",
        ),
        term(
          "Send SMS",
          "used to send a SIM change or theft alert to your trusted contact’s number, which works even when the phone has no internet connection. Standard SMS charges of your mobile operator may apply.",
        ),
        term(
          "Display over other apps",
          "used to show the lock screen with your message and contact number on top of other apps when the phone is locked.",
        ),
        term(
          "Notifications, run at start-up and foreground service",
          "keep protection running after the phone restarts, and show a notification so you always know the App is active.",
        ),
        term("Internet", "used to send alerts and photos to you and to receive your remote commands."),
      ),
      p(
        "You can see and revoke every permission in your phone’s Settings. If you revoke one, only the feature that depends on it stops working; the rest of the App continues to protect your phone. To uninstall the App, first turn off its device administrator right in the App or in Settings, using your PIN.",
      ),
    ),
    section(
      "data-we-collect",
      "Information the App handles",
      ul(
        term(
          "Account details",
          "your name, e-mail address and phone number, which you give when you register, and the name and phone number of the trusted contact you choose to receive alerts.",
        ),
        term(
          "Device details",
          "phone make and model, Android version, App version and an identifier the App creates for your installation, so your commands reach the right phone. The App does not read your phone’s IMEI number.",
        ),
        term("SIM details", "the mobile operator and a reference to the SIM card in use, only to detect a SIM change."),
        term("Location", "the phone’s location at the moment an alert is triggered or you ask for it."),
        term("Intruder photos", "front-camera photos taken when an intruder event occurs, with the date and time."),
        term(
          "Licence details",
          "your plan (1 year or 3 years), its start and end dates and the payment reference. Card and bank details are handled by the payment provider or app store, never by the App.",
        ),
        term(
          "Diagnostics",
          "anonymous crash reports that help us fix faults. They do not contain your photos, location or contact details.",
        ),
      ),
    ),
    section(
      "how-we-use-data",
      "How we use this information",
      ul(
        "to protect your phone: take intruder photos, detect SIM changes, locate the phone and carry out your lock and alarm commands;",
        "to send alerts to you and to your trusted contact by e-mail, notification or SMS;",
        "to activate and renew your licence, and to answer your support requests;",
        "to keep the App secure and reliable, and to fix faults.",
      ),
      p(
        "We do not use your data for advertising, do not sell it, and do not use it for any purpose other than those listed here without asking you first.",
      ),
    ),
    section(
      "storage-and-retention",
      "Where the data is stored and for how long",
      p(
        "Intruder photos, location records and the SIM reference are kept first on your phone. When an alert is sent, a copy travels over an encrypted connection to our servers, which forward it to you and to your trusted contact.",
      ),
      ul(
        term(
          "Intruder photos and location records",
          "kept on our servers for 90 days so you can retrieve them, then deleted automatically. You can delete them earlier from the App.",
        ),
        term(
          "Account and licence details",
          "kept while your licence is active and for 12 months after it ends, so you can renew without setting up again, then deleted, except for billing records we must keep by law.",
        ),
        term("Data on your phone", "stays until you delete it in the App or uninstall the App."),
      ),
    ),
    section(
      "sharing",
      "Who we share information with",
      ul(
        term(
          "Your trusted contact",
          "receives the alerts you chose to send them, with the photo and location attached.",
        ),
        term(
          "Service providers",
          "cloud hosting, push notification (Google Firebase Cloud Messaging), e-mail and SMS delivery companies, only to deliver the App’s service and under contracts that require them to protect the data.",
        ),
        term(
          "The police, only at your request",
          "if your phone is stolen, you may share intruder photos and locations with the police yourself, and we will help you export them.",
        ),
        term("Authorities", "when the law requires us to, and only to the extent required."),
      ),
      p(
        "The App uses Google Play services for location and notifications, and Google Play Billing when you buy through the Play Store. Google processes that data under its own privacy policy.",
      ),
    ),
    section(
      "security",
      "How we protect your data",
      ul(
        "All data between the App and our servers travels over encrypted connections.",
        "Protective settings and the uninstall protection are guarded by your PIN, so a thief cannot simply switch the App off.",
        "Access to our servers is limited to the staff who run the service, with audited sign-in.",
        "We follow reasonable security practices as required by Rule 8 of the SPDI Rules, and will notify you and the authorities of a data breach as the law requires.",
      ),
    ),
    section(
      "children",
      "Children",
      p(
        "The App is meant to be set up by the owner of the phone. Users under 13 years of age may use the App only with the consent of a parent or legal guardian, who should install and set it up for them: parental consent is required for users under 13.",
      ),
      p([
        "If we learn that we hold data of a child under 13 without a parent’s or guardian’s consent, we will delete it. A parent or guardian can contact us at ",
        mail(privacyEmail),
        " to review or delete their child’s data.",
      ]),
    ),
    section(
      "your-choices",
      "Your choices and rights",
      ul(
        "Turn any protection feature on or off in the App at any time.",
        "Revoke any permission in your phone’s Settings.",
        "Ask us for a summary of the data we hold about you, and correct or update it.",
        "Delete your account and all data on our servers, from the App or by writing to us.",
        "Withdraw your consent by uninstalling the App; data on our servers is then deleted within the periods above, or at once if you ask.",
        "Nominate another person to exercise these rights for you in case of death or incapacity.",
      ),
      p([
        "Write to ",
        mail(privacyEmail),
        " from your registered e-mail address or phone number. We answer within 30 days. Our general website practices are described in the ",
        page("website Privacy Policy", "/privacy-policy"),
        ".",
      ]),
    ),
    section(
      "changes",
      "Changes to this policy",
      p(
        "If we change how the App uses your data, we will update this policy, change the date at the top of this page and tell you in the App before the change takes effect. If the change needs a new permission or a new use of your data, we will ask for your consent.",
      ),
    ),
    grievanceSection(`the ${APP} app or your data`),
    contactSection(`For any question about the ${APP} app or this policy, contact ${company.name} at:`),
  ],
};
