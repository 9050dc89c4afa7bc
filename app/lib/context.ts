import type { LiveContent } from "#shared/content/editable";
import type { Services } from "#server/services";

/** What the Node server hands every loader and action (see server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce of this response. */
    nonce: string;
    /** Client address as the server trusts it (socket, or proxy header per TRUST_PROXY). */
    clientIp: string;
    services: Services;
    /** The content to render with: published records over the shipped defaults, or a draft in preview. */
    content?: LiveContent;
  }
}
