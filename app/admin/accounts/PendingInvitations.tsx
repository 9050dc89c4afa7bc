import { CsrfInput } from "../ui/form";
import { Time } from "../ui/Time";
import { RowButton, Table, Td, Th, Tr } from "./ResponsiveTable";
import { usersCopy } from "./copy";
import type { InvitationView } from "./users-types";

const copy = usersCopy.pending;
const columns = copy.columns;

/** Open invitations, each with a Withdraw button (a plain post with intent "withdraw"). */
export function PendingInvitations({ invitations, csrf }: { invitations: InvitationView[]; csrf: string }) {
  if (!invitations.length)
    return <p className="rounded-lg border border-dashed border-line bg-white px-4 py-5 text-muted">{copy.empty}</p>;
  return (
    <div className="lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:pb-2 lg:shadow-card">
      <Table
        caption={copy.caption}
        head={
          <>
            <Th>{columns.email}</Th>
            <Th className="lg:w-28">{columns.role}</Th>
            <Th className="lg:w-52">{columns.sent}</Th>
            <Th className="lg:w-52">{columns.expires}</Th>
            <Th className="lg:w-36">
              <span className="sr-only">{copy.withdraw}</span>
            </Th>
          </>
        }
      >
        {invitations.map((inv) => (
          <Tr key={inv.id}>
            <Td className="pb-2 lg:pb-3">
              <span className="font-semibold text-ink">{inv.email}</span>
            </Td>
            <Td label={columns.role}>
              <span className="text-ink">{inv.roleLabel}</span>
            </Td>
            <Td label={columns.sent}>
              <Time at={inv.sent} className="text-ink" />
            </Td>
            <Td label={columns.expires}>
              <Time at={inv.expires} className="text-ink" />
            </Td>
            <Td className="pt-2 lg:pt-3 lg:text-right">
              <form method="post">
                <CsrfInput csrf={csrf} />
                <input type="hidden" name="intent" value="withdraw" />
                <input type="hidden" name="id" value={inv.id} />
                <RowButton more={copy.withdrawFor(inv.email)}>{copy.withdraw}</RowButton>
              </form>
            </Td>
          </Tr>
        ))}
      </Table>
    </div>
  );
}
