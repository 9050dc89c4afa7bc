/**
 * The words of one's own profile, the two-factor set-up and the settings page.
 * (The users pages have theirs in ./copy.ts.)
 */

/** "1 recovery code", "10 recovery codes". */
export const recoveryCodesCount = (n: number) => `${n} recovery ${n === 1 ? "code" : "codes"}`;

/** "2 hours", "1 day". */
export const hoursText = (hours: number) =>
  hours % 24 === 0 && hours >= 24
    ? `${hours / 24} ${hours === 24 ? "day" : "days"}`
    : `${hours} ${hours === 1 ? "hour" : "hours"}`;

/** "1 day", "365 days". */
export const daysText = (days: number) => `${days.toLocaleString("en-IN")} ${days === 1 ? "day" : "days"}`;

export const profileCopy = {
  title: "Your profile",
  intro: "Your name, password, two-factor sign-in and the devices where you are signed in. Times are India time (IST).",

  details: {
    heading: "Your details",
    email: "E-mail address",
    emailHint: "Your sign-in address. An owner can help if it needs to change.",
    role: "Role",
    displayName: "Display name",
    displayNameHint: "How your team sees you in the back office and the audit log.",
    save: "Save name",
    saved: "Your name is saved.",
  },

  password: {
    heading: "Password",
    current: "Current password",
    next: "New password",
    nextHint: "At least 12 characters. A few unrelated words work well.",
    submit: "Change password",
    changed: "Password changed. Your other sessions have been signed out.",
    /** Followed by the time. */
    lastChanged: "Last changed",
  },

  twoFactor: {
    heading: "Two-factor sign-in",
    on: "On",
    offChip: "Off",
    /** Followed by the time. */
    onSince: "On since",
    codesLeft: (n: number) => `${recoveryCodesCount(n)} left.`,
    fewCodes: "Running low: make new recovery codes soon.",
    off: "With two-factor sign-in, signing in also asks for a code from an app on your phone, so a stolen password alone cannot open your account.",
    requiredOff: "Your team requires two-factor sign-in. Set it up to keep using the back office.",
    setUp: "Set up two-factor sign-in",
    manage: "Manage two-factor sign-in",
  },

  sessions: {
    heading: "Where you're signed in",
    intro:
      "Each device and browser you are signed in with. Revoke one you do not recognise, and change your password too.",
    caption: "Your sessions",
    revokeOthers: "Sign out all other sessions",
    revokeOthersHint: "This device stays signed in.",
    revokedOthers: (n: number) =>
      n === 0
        ? "There were no other sessions to sign out."
        : `Signed out ${n} other ${n === 1 ? "session" : "sessions"}.`,
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;

export const twoFactorCopy = {
  title: "Two-factor sign-in",
  breadcrumb: "Two-factor sign-in",
  introOff:
    "After your password, signing in will also ask for a 6-digit code from an app on your phone. Someone who learns your password still cannot get in.",
  introOn: "Signing in asks for your password and then a 6-digit code from your authenticator app.",
  required: "Your team requires two-factor sign-in. Set it up to continue.",

  setup: {
    heading: "Set it up in three steps",
    step1: {
      heading: "Install an authenticator app",
      text: "Any app for time-based codes (TOTP) works, for example Google Authenticator, Microsoft Authenticator, 2FAS, Aegis or a password manager that makes codes. Skip this if you already have one.",
    },
    step2: {
      heading: "Add this account to the app",
      text: "In the app, choose to add an account and scan this QR code.",
      qrLabel: "QR code for your authenticator app",
      keyIntro:
        "Cannot scan it? Choose to enter a setup key instead and type this key. Spaces do not matter, and it has no zeros or ones: O is always the letter.",
      keyLabel: "Setup key",
      openApp: "On this phone? Open the app directly",
    },
    step3: {
      heading: "Enter the code the app shows",
      code: "6-digit code",
      codeHint: "The app shows a new code every 30 seconds. Enter the one shown now.",
      submit: "Verify and turn on",
    },
    unavailable: "The set-up could not be started. Reload this page to try again.",
  },

  on: {
    heading: "Status",
    chip: "On",
    /** Followed by the time. */
    since: "Two-factor sign-in is on since",
    codesLeft: (n: number) => `You have ${recoveryCodesCount(n)} left.`,
    fewCodes: "Running low: make new ones below.",
  },

  renew: {
    heading: "New recovery codes",
    text: "Lost your codes, or used most of them? Make a new set of 10. Your old codes stop working at once.",
    password: "Your password",
    passwordHint: "To confirm it is you.",
    submit: "Make new recovery codes",
  },

  disable: {
    heading: "Turn off two-factor sign-in",
    text: "Your account will be protected by your password alone, and your recovery codes stop working.",
    password: "Your password",
    passwordHint: "To confirm it is you.",
    submit: "Turn off two-factor sign-in",
    done: "Two-factor sign-in is off for your account.",
    requiredNote: "Your team requires two-factor sign-in, so it cannot be turned off.",
  },

  codes: {
    enabled: "Two-factor sign-in is on.",
    renewed: "New recovery codes are ready. Your old ones no longer work.",
    heading: "Your recovery codes",
    save: "Save these codes somewhere safe. Each works once if you lose your phone.",
    onceOnly:
      "This is the only time they are shown. Keep them in a password manager or print them, not on the phone itself.",
    howToUse: "To use one, enter it instead of the 6-digit code when you sign in.",
    listLabel: "Recovery codes",
    done: "Done",
    keepHeading: "Keep a copy",
    download: "Download as a text file",
    copy: "Copy",
    copied: "Copied. Paste them into your password manager now.",
    copyFailed: "Your browser did not allow copying. Select the codes above and copy them, or download them.",
    print: "Print",
    /** Without JavaScript only the download works: how to keep them otherwise. */
    noScript: "You can also select the codes and copy them, or print this page from your browser's menu.",
    /** The downloaded file's and the printout's heading. */
    fileTitle: (siteName: string, email: string) => `Recovery codes for ${email} (${siteName} back office)`,
    fileMade: (when: string) => `Made ${when}. Each code works once; new codes replace all of these.`,
    fileName: (siteName: string) =>
      `${
        siteName
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || "back-office"
      }-recovery-codes.txt`,
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;

export const settingsCopy = {
  title: "Settings",
  intro: "Rules for every account in the back office.",

  twoFactor: {
    heading: "Two-factor sign-in",
    label: "Require two-factor sign-in for everyone",
    hint: "Accounts without it are sent to set it up at their next page, and cannot use the back office until they have.",
    stillWithout: (n: number) =>
      n === 0
        ? "Every account has two-factor sign-in on."
        : `${n} ${n === 1 ? "account does" : "accounts do"} not have it on yet.`,
    save: "Save",
    ownFirst: "Turn on two-factor sign-in for your own account first, or you would lock yourself out.",
    setUpOwn: "Set up two-factor sign-in for your account",
    ownOff: "Your own account does not have two-factor sign-in on yet. Set it up before requiring it for everyone.",
    turnedOn: "Two-factor sign-in is now required for everyone.",
    turnedOff: "Two-factor sign-in is no longer required. Each person can still keep it on.",
    unchanged: "Nothing changed.",
  },

  retention: {
    heading: "Data retention",
    intro:
      "How long the back office keeps things. These are set by whoever runs the server, through environment variables, and cannot be changed here.",
    caption: "What is kept, and for how long",
    what: "What",
    rule: "Rule",
    leads: "Leads (quote requests)",
    leadsDays: (days: string) => `Leads older than ${days} are deleted every day.`,
    leadsKept: "Leads are kept until erased (set LEAD_RETENTION_DAYS to delete them after a number of days).",
    audit: "Audit log",
    auditDays: (days: string) => `Entries older than ${days} are deleted every day (AUDIT_RETENTION_DAYS).`,
    sessions: "Sessions",
    sessionsRule: (idle: string, absolute: string) =>
      `Signed out after ${idle} without activity, and ${absolute} after signing in at the latest.`,
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;
