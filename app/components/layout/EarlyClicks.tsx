import { useNonce } from "#app/lib/nonce";

/**
 * The early-click script (docs/decisions/029-island-controls-before-hydration.md): a click on a
 * control that needs JavaScript (`data-replay-click`, from useReplayedClicks in app/lib/hydration.ts)
 * before the control has hydrated (`data-hydrated`) is held, not lost: before the page's JavaScript
 * has loaded (decision 008), and inside an island whose code has not arrived yet (decision 023),
 * React would drop it. Pressing Enter or Space on a focused button is a click too.
 *
 * The held click is stopped where it starts (a capturing listener on window, before React's on the
 * document), so it does nothing twice. When a control hydrates, its effect marks it and calls
 * `__replayClicks`, which clicks each marked control again in the order they were pressed, one task
 * apart, so each press sees what the one before it rendered.
 *
 * In the HTML only: runs while the header is parsed, and the client bundle does not carry it (the
 * client renders the same element, empty; React leaves the server's content as it is). The CSP
 * allows it by the page's script hashes (prerendered, decision 006) or by this response's nonce.
 */
export const EARLY_CLICKS_SCRIPT =
  // Once per document, should the header ever be rendered twice: one list, one replay.
  `if(!window.__replayClicks){const held=[];let replaying=false;` +
  `addEventListener("click",e=>{const c=e.target.closest?.("[data-replay-click]:not([data-hydrated])");` +
  `if(c){e.preventDefault();e.stopImmediatePropagation();held.push(c)}},true);` +
  `window.__replayClicks=async()=>{if(replaying)return;replaying=true;` +
  `try{for(let i;(i=held.findIndex(c=>c.hasAttribute("data-hydrated")))>=0;){const[c]=held.splice(i,1);` +
  `if(c.isConnected){c.click();await new Promise(r=>setTimeout(r))}}}finally{replaying=false}}}`;

export function EarlyClicks() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_CLICKS_SCRIPT : "" }}
    />
  );
}
