/**
 * The words of the users pages (the team list, one account's page) and of the public
 * account pages (accepting an invitation, forgotten and new passwords).
 * (One's own profile, two-factor and settings have theirs in ./profile-copy.ts.)
 */

/** "1 account", "4 accounts". */
export const accountsCount = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "account" : "accounts"}`;

/** "1 device", "3 devices". */
const devicesCount = (n: number) => `${n} ${n === 1 ? "device" : "devices"}`;

export const PASSWORD_HINT = "At least 12 characters. A few unrelated words work well.";

export const usersCopy = {
  title: "Users",
  intro:
    "Everyone who can sign in to the back office, what their role lets them do, and the invitations still open. Times are India time (IST).",
  inviteLink: "Invite someone",

  team: {
    heading: "Your team",
    caption: (n: number) => `Back-office accounts: ${accountsCount(n)}`,
    columns: { name: "Name", email: "E-mail address", role: "Role", twoFactor: "Two-factor sign-in", joined: "Joined" },
    you: "You",
    twoFactorOn: "On",
    twoFactorOff: "Off",
    /** Shown beside the chips for screen readers: "Two-factor sign-in on". */
    twoFactorLabel: (on: boolean) => `Two-factor sign-in ${on ? "on" : "off"}`,
    onlyYou:
      "You are the only one here so far. Invite your team below: each person gets their own account, so the audit log shows who did what.",
  },

  invite: {
    heading: "Invite someone",
    intro: "We e-mail them a link to choose their name and password. The link works once, for 72 hours.",
    email: "E-mail address",
    emailHint: "The address they will sign in with.",
    role: "Role",
    chooseRole: "Choose a role…",
    roleHint: "What the role lets them do:",
    submit: "Send invitation",
    sent: (email: string) => `Invitation sent to ${email}. The link works for 72 hours.`,
    /** At the top of the page after a refused invitation, linking down to the form. */
    notSent: "The invitation was not sent.",
    notSentLink: "Correct the form below",
  },

  pending: {
    heading: "Pending invitations",
    intro: "Sent but not accepted yet. Withdraw one that went to the wrong address; the link stops working at once.",
    caption: "Invitations waiting to be accepted",
    columns: { email: "Sent to", role: "Role", sent: "Sent", expires: "Expires" },
    withdraw: "Withdraw",
    withdrawFor: (email: string) => ` the invitation to ${email}`,
    empty:
      "No invitations are waiting. Invite someone above: their invitation shows here until they accept it or it expires.",
    withdrawn: (email: string) => `The invitation to ${email} is withdrawn. Its link no longer works.`,
    gone: "That invitation was already accepted, withdrawn or expired.",
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;

export const userCopy = {
  breadcrumb: "Users",
  intro: (email: string) => `${email}. Times are India time (IST).`,
  isYou: "This is you.",
  isYouMore: "Change your own name, password and two-factor sign-in on",
  yourProfile: "your profile",

  details: {
    heading: "Account",
    email: "E-mail address",
    role: "Role",
    twoFactor: "Two-factor sign-in",
    twoFactorOn: "On",
    twoFactorOff: "Off",
    twoFactorOffHint: "Signing in asks for the password only.",
    joined: "Joined",
    passwordChanged: "Password last changed",
  },

  role: {
    heading: "Change role",
    intro: "A new role holds at once, on every device: the next page they open follows it.",
    label: "Role",
    submit: "Save role",
    lastOwner: "An owner must remain: make someone else owner first.",
    changed: (name: string, role: string) => `${name} is now ${role}.`,
    changedSelf: (role: string) =>
      `You are now ${role}. The users pages are for owners, so you are back on your start page.`,
    unchanged: (name: string, role: string) => `${name} already has the role ${role}.`,
  },

  sessions: {
    heading: "Where they're signed in",
    headingSelf: "Where you're signed in",
    intro: "Each device and browser signed in to this account. Revoke one that should not be there.",
    caption: (name: string) => `${name}'s sessions`,
    captionSelf: "Your sessions",
    revokeAll: "Sign out everywhere",
    revokeAllHint: "Every device is signed out at its next click. The password stays the same.",
    revokeAllSelf: "Sign out all your other sessions",
    revokeAllSelfHint: "This device stays signed in.",
    revoked: (name: string, n: number) =>
      n === 0 ? `${name} had no sessions to sign out.` : `${name} is signed out on ${devicesCount(n)}.`,
    revokedSelf: (n: number) =>
      n === 0
        ? "There were no other sessions to sign out."
        : `Signed out ${n} other ${n === 1 ? "session" : "sessions"}.`,
  },

  remove: {
    heading: "Remove account",
    intro:
      "Removing an account signs it out everywhere and stops its password from working. The audit log keeps what it did.",
    link: "Remove account…",
    confirmHeading: "Are you sure?",
    confirm: (name: string, email: string) =>
      `Remove ${name} (${email})? They lose access at once, on every device. Their past actions stay in the audit log.`,
    confirmSelf: (email: string) =>
      `Remove your own account (${email})? You lose access at once, on every device, including this one. Your past actions stay in the audit log.`,
    submit: (name: string) => `Remove ${name}`,
    submitSelf: "Remove my account",
    cancel: "Cancel",
    removed: (name: string, email: string) =>
      `${name} (${email}) is removed. Their past actions stay in the audit log.`,
    lastOwner: "An owner must remain: make someone else owner first.",
    missing: "That account no longer exists: it may have been removed already.",
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;

export const invitationCopy = {
  title: "Join the back office",
  intro:
    "You have been invited to the team's back office. Choose your name and a password to finish; you are signed in straight after.",
  email: "E-mail address",
  role: "Role",
  displayName: "Your name",
  displayNameHint: "As your team knows you. It shows beside what you do in the back office.",
  password: "Choose a password",
  passwordHint: PASSWORD_HINT,
  submit: "Create my account",
  expiredTitle: "This invitation has expired",
  expired: "This invitation link has expired or was already used. Ask the person who invited you to send a new one.",
  signIn: "Already joined? Sign in",
  /** The notice on the first page after joining (the new account is signed in). */
  welcome: (name: string) => `Welcome, ${name}. Your account is ready and you are signed in.`,
} as const;

export const forgotCopy = {
  title: "Forgot your password?",
  intro: "Enter the address you sign in with. We will e-mail you a link to choose a new password.",
  email: "E-mail address",
  submit: "Send me a link",
  sentTitle: "Check your e-mail",
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to choose a new password. The link works for 1 hour.`,
  sentMore:
    "Nothing arrived after a few minutes? Look in your spam folder. We send at most 3 links an hour to one account, and each one works until you use one of them. An owner of the back office can also help.",
  backToSignIn: "Back to sign-in",
} as const;

export const resetCopy = {
  title: "Choose a new password",
  intro: (email: string) => `For ${email}. Setting a new password signs this account out on every device.`,
  password: "New password",
  passwordHint: PASSWORD_HINT,
  submit: "Save new password",
  expiredTitle: "This link has expired",
  expired: "This password link has expired or was already used. Links work once, for 1 hour.",
  requestNew: "Send me a new link",
  backToSignIn: "Back to sign-in",
} as const;
