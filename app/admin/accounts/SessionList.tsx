import { CsrfInput } from "../ui/form";

/** One signed-in device, ready to show (times already in India time). */
export type SessionView = {
  id: string;
  device: string;
  ip: string | null;
  signedIn: { iso: string; text: string };
  lastSeen: { iso: string; text: string };
  /** The session this page was opened with. */
  current: boolean;
};

type Props = {
  sessions: SessionView[];
  csrf: string;
  /** Where the revoke forms come back to (the profile, or a user's page). */
  returnTo: string;
  /** "Your sessions" or "Asha's sessions". */
  caption: string;
};

/**
 * Active sessions as a table: device, address, signed in, last seen, and a Revoke
 * button each (a plain form post to /admin/sessions/:id/revoke).
 */
export function SessionList({ sessions, csrf, returnTo, caption }: Props) {
  if (!sessions.length) return <p className="text-muted">No active sessions.</p>;
  return (
    <div className="relative overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-muted">Device</th>
            <th scope="col" className="px-4 py-3 font-semibold text-muted">Address</th>
            <th scope="col" className="px-4 py-3 font-semibold text-muted">Signed in</th>
            <th scope="col" className="px-4 py-3 font-semibold text-muted">Last seen</th>
            <th scope="col" className="px-4 py-3 font-semibold text-muted">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} className="border-t border-line">
              <td className="px-4 py-3 font-semibold text-ink">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">This device</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-muted">{s.ip ?? "—"}</td>
              <td className="px-4 py-3 text-muted">
                <time dateTime={s.signedIn.iso}>{s.signedIn.text}</time>
              </td>
              <td className="px-4 py-3 text-muted">
                <time dateTime={s.lastSeen.iso}>{s.lastSeen.text}</time>
              </td>
              <td className="px-4 py-3 text-right">
                <form method="post" action={`/admin/sessions/${encodeURIComponent(s.id)}/revoke`}>
                  <CsrfInput csrf={csrf} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button type="submit" className="btn btn-secondary min-h-10 px-3 py-1.5 text-sm">
                    {s.current ? "Sign out here" : "Revoke"}
                    <span className="sr-only"> the session on {s.device}, last seen {s.lastSeen.text}</span>
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
