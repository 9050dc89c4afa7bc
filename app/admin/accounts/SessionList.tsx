import { CsrfInput } from "../ui/form";
import { Time } from "../ui/Time";
import { RowButton, Table, Td, Th, Tr } from "./ResponsiveTable";

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
 * Active sessions as a table (cards on phones): device, address, signed in, last
 * seen, and a Revoke button each (a plain form post to /admin/sessions/:id/revoke).
 */
export function SessionList({ sessions, csrf, returnTo, caption }: Props) {
  if (!sessions.length) return <p className="text-muted">No active sessions.</p>;
  return (
    <div className="lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2">
      <Table
        caption={caption}
        head={
          <>
            <Th>Device</Th>
            <Th>Address</Th>
            <Th>Signed in</Th>
            <Th>Last seen</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </>
        }
      >
        {sessions.map((s) => (
          <Tr key={s.id}>
            <Td label="Device">
              <span className="font-semibold text-ink">{s.device}</span>
              {s.current ? (
                <span className="ml-2 whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                  This device
                </span>
              ) : null}
            </Td>
            <Td label="Address">
              <span className="whitespace-nowrap text-muted">{s.ip ?? "—"}</span>
            </Td>
            <Td label="Signed in">
              <Time at={s.signedIn} className="text-muted" />
            </Td>
            <Td label="Last seen">
              <Time at={s.lastSeen} className="text-muted" />
            </Td>
            <Td className="lg:text-right">
              <form method="post" action={`/admin/sessions/${encodeURIComponent(s.id)}/revoke`}>
                <CsrfInput csrf={csrf} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <RowButton more={` the session on ${s.device}, last seen ${s.lastSeen.text}`}>
                  {s.current ? "Sign out here" : "Revoke"}
                </RowButton>
              </form>
            </Td>
          </Tr>
        ))}
      </Table>
    </div>
  );
}
