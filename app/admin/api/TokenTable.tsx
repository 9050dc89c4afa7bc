import { Table, Td, Th, Tr } from "../accounts/ResponsiveTable";
import { Time } from "../ui/Time";
import { tokensCopy } from "./tokens-copy";
import type { TokenRowView } from "./tokens-types";

const copy = tokensCopy.list;
const columns = copy.columns;
const chip = "inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1";

/** Every token, revoked ones too; an active one has a link to its revoke confirmation. */
export function TokenTable({ tokens }: { tokens: TokenRowView[] }) {
  if (!tokens.length)
    return <p className="rounded-lg border border-dashed border-line bg-white px-4 py-5 text-muted">{copy.empty}</p>;
  return (
    <div className="lg:rounded-card lg:border lg:border-line lg:bg-white lg:px-2 lg:pb-2 lg:shadow-card">
      <Table
        caption={copy.caption}
        head={
          <>
            <Th>{columns.name}</Th>
            <Th className="lg:w-36">{columns.scope}</Th>
            <Th>{columns.created}</Th>
            <Th className="lg:w-48">{columns.lastUsed}</Th>
            <Th className="lg:w-48">{columns.status}</Th>
          </>
        }
      >
        {tokens.map((t) => (
          <Tr key={t.id}>
            <Td className="pb-2 lg:pb-3">
              <span className="font-semibold text-ink">{t.name}</span>
            </Td>
            <Td label={columns.scope}>
              <span className="text-ink">{tokensCopy.scopes[t.scope].label}</span>
            </Td>
            <Td label={columns.created}>
              <Time at={t.created} className="text-ink" /> <span className="text-muted">{copy.by(t.createdBy)}</span>
            </Td>
            <Td label={columns.lastUsed}>
              {t.lastUsed ? (
                <Time at={t.lastUsed} className="text-ink" />
              ) : (
                <span className="text-muted">{copy.never}</span>
              )}
            </Td>
            <Td label={columns.status} className="pt-2 lg:pt-3">
              {t.revoked ? (
                <span className={`${chip} bg-surface text-muted ring-line`}>
                  {copy.revoked} <Time at={t.revoked} />
                </span>
              ) : (
                <span className="flex flex-wrap items-center gap-3">
                  <span className={`${chip} bg-green-50 text-success ring-success/30`}>
                    <span aria-hidden="true">✓ </span>
                    {copy.active}
                  </span>
                  <a
                    href={`?revoke=${t.id}#revoke-heading`}
                    className="btn btn-secondary min-h-10 whitespace-nowrap px-3 py-1.5 text-sm"
                  >
                    {copy.revoke}
                    <span className="sr-only">{copy.revokeFor(t.name)}</span>
                  </a>
                </span>
              )}
            </Td>
          </Tr>
        ))}
      </Table>
    </div>
  );
}
