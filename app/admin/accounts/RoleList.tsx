import { ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from "#server/accounts/roles";

/** Every role with what it may do, one a line: the hint under a role choice. */
export function RoleList({ className }: { className: string }) {
  return (
    <span className={className}>
      {ROLES.map((role) => (
        <span key={role} className="block">
          <strong className="font-semibold text-ink">{ROLE_LABELS[role]}:</strong> {ROLE_DESCRIPTIONS[role]}
        </span>
      ))}
    </span>
  );
}
