import { RoleChip, TwoFactorChip } from "./Chips";
import { Time } from "../ui/Time";
import { Table, Td, Th, Tr } from "./ResponsiveTable";
import { usersCopy } from "./copy";
import type { UserRowView } from "./users-types";

const copy = usersCopy.team;
const columns = copy.columns;

/** The team: one row per account, each name linking to that account's page. */
export function UsersTable({ users }: { users: UserRowView[] }) {
  return (
    <div className="lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:pb-2 lg:shadow-card">
      <Table
        caption={copy.caption(users.length)}
        head={
          <>
            <Th>{columns.name}</Th>
            <Th>{columns.email}</Th>
            <Th className="lg:w-28">{columns.role}</Th>
            <Th className="lg:w-40">{columns.twoFactor}</Th>
            <Th className="lg:w-40">{columns.joined}</Th>
          </>
        }
      >
        {users.map((u) => (
          <Tr key={u.id}>
            <Td className="pb-2 lg:pb-3">
              <a href={`/admin/users/${u.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {u.name}
              </a>
              {u.isYou ? (
                <span className="ml-2 whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                  {copy.you}
                </span>
              ) : null}
            </Td>
            <Td label={columns.email}>
              <span className="text-ink">{u.email}</span>
            </Td>
            <Td label={columns.role}>
              <RoleChip role={u.role} label={u.roleLabel} />
            </Td>
            <Td label={columns.twoFactor}>
              <TwoFactorChip on={u.twoFactor} onText={copy.twoFactorOn} offText={copy.twoFactorOff} />
            </Td>
            <Td label={columns.joined}>
              <Time at={u.joined} className="whitespace-nowrap text-ink" />
            </Td>
          </Tr>
        ))}
      </Table>
    </div>
  );
}
