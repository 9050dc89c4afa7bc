/** The words of the API tokens page (owners only). */
export const tokensCopy = {
  nav: "API tokens",
  title: "API tokens",
  intro:
    "Tokens let other systems (Zapier, a script, a build) read and change site content through the content API. Times are India time (IST).",
  docs: "API description (OpenAPI)",

  list: {
    heading: "Tokens",
    caption: "API tokens",
    empty: "No tokens yet. Make one below when an integration needs the content API.",
    columns: { name: "Name", scope: "Access", created: "Created", lastUsed: "Last used", status: "Status" },
    never: "Never",
    active: "Active",
    revoked: "Revoked",
    by: (email: string) => `by ${email}`,
    revoke: "Revoke…",
    revokeFor: (name: string) => ` the token ${name}`,
  },

  scopes: {
    read: { label: "Read only", hint: "Lists and reads records." },
    write: { label: "Read and write", hint: "Also saves drafts and publishes them." },
  },

  create: {
    heading: "Make a token",
    intro: "Name it after what will use it: the audit log records its changes as “token:” and this name.",
    name: "Name",
    nameHint: "For example Zapier or Nightly import. At most 80 characters.",
    scope: "Access",
    submit: "Make token",
    notMade: "The token was not made.",
    nameTaken: "An active token already has this name: choose another, or revoke that one first.",
  },

  made: {
    heading: (name: string) => `Your new token “${name}”`,
    once: "Copy it now: it is shown this once and cannot be shown again. If it is lost, revoke it and make a new one.",
    label: "Token",
    usage: "Send it with every request as the header",
  },

  revoke: {
    heading: "Revoke a token",
    confirm: (name: string) =>
      `Revoke the token “${name}”? Every integration using it is refused from its next request. This cannot be undone.`,
    submit: (name: string) => `Revoke ${name}`,
    cancel: "Cancel",
    done: (name: string) => `The token “${name}” is revoked.`,
    gone: "That token is already revoked or no longer exists.",
  },

  unknownForm: "That form was not recognised. Reload the page and try again.",
} as const;
