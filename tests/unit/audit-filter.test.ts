import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AUDIT_PAGE_SIZE,
  EMPTY_AUDIT_FILTER,
  auditQueryString,
  hasAuditFilter,
  parseAuditQuery,
  toAuditFilter,
} from "#app/admin/audit/filter.server";
import { AUDIT_ACTION_OPTIONS, auditCsvCells, toAuditView } from "#app/admin/audit/view.server";
import type { AuditEntry } from "#server/audit/audit-log";

const parse = (query: string) => parseAuditQuery(new URLSearchParams(query));

describe("audit log query", () => {
  it("keeps valid values", () => {
    const { values, page } = parse(
      "action=lead.erased&q=%20owner%40example.com%20&from=2025-01-01&to=2025-01-31&page=3",
    );
    expect(values).toEqual({ action: "lead.erased", q: "owner@example.com", from: "2025-01-01", to: "2025-01-31" });
    expect(page).toBe(3);
    expect(hasAuditFilter(values)).toBe(true);
  });

  it("ignores unknown actions, impossible days and bad pages", () => {
    for (const query of [
      "action=lead.deleted&from=2025-02-30&to=yesterday&page=-2",
      "action=toString&from=2025-1-1&to=20250131&page=2.5",
      "action=__proto__&from=0000-01-01&to=9999-12-31&page=1e3",
      "action=LEAD.ERASED&from=2025-13-01&to=2025-00-10&page=0",
      "action=&from=&to=&page=99999999999999999999",
      "page=abc&page=2",
    ]) {
      const { values, page } = parse(query);
      expect(values, query).toEqual(EMPTY_AUDIT_FILTER);
      expect(page, query).toBe(1);
      expect(hasAuditFilter(values)).toBe(false);
    }
  });

  it("takes the first of a repeated parameter", () => {
    expect(parse("action=auth.sign_in&action=auth.sign_out").values.action).toBe("auth.sign_in");
  });

  it("trims the search, drops control characters and caps its length", () => {
    expect(parse("q=%00asha%0A%09").values.q).toBe("asha");
    expect(parse("q=%00%20asha").values.q).toBe("asha");
    expect(parse(`q=${"x".repeat(199)}%20y`).values.q).toBe("x".repeat(199));
    expect(parse(`q=${"😀".repeat(300)}`).values.q).toBe("😀".repeat(200));
    expect(parse(`q=${"x".repeat(500)}`).values.q).toHaveLength(200);
  });

  it("turns India days into an inclusive range of instants", () => {
    const { values } = parse("from=2025-01-31&to=2025-01-01");
    expect(values).toMatchObject({ from: "2025-01-01", to: "2025-01-31" }); // a backwards range is swapped
    expect(toAuditFilter(values)).toEqual({ from: "2024-12-31T18:30:00.000Z", until: "2025-01-31T18:30:00.000Z" });
    expect(toAuditFilter({ action: "auth.sign_in", q: "asha", from: "", to: "" })).toEqual({
      action: "auth.sign_in",
      q: "asha",
    });
    expect(toAuditFilter(EMPTY_AUDIT_FILTER)).toEqual({});
    // One day only: from its start to the start of the next day, India time.
    expect(toAuditFilter({ ...EMPTY_AUDIT_FILTER, from: "2025-03-10", to: "2025-03-10" })).toEqual({
      from: "2025-03-09T18:30:00.000Z",
      until: "2025-03-10T18:30:00.000Z",
    });
  });

  it("never throws, whatever the address says", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("action", "q", "from", "to", "page", "x"), fc.string()), (dict) => {
        const { values, page } = parseAuditQuery(new URLSearchParams(dict));
        expect(() => toAuditFilter(values)).not.toThrow();
        expect(Number.isSafeInteger(page) && page >= 1).toBe(true);
        // What the form writes back reads as the same filter.
        expect(parseAuditQuery(new URLSearchParams(auditQueryString(values, page))).values).toEqual(values);
      }),
    );
    // The last accepted day still has a next day.
    expect(() => toAuditFilter(parse("from=1970-01-01&to=9998-12-31").values)).not.toThrow();
  });

  it("writes query strings without empty values", () => {
    expect(auditQueryString(EMPTY_AUDIT_FILTER)).toBe("");
    expect(auditQueryString(EMPTY_AUDIT_FILTER, 1)).toBe("");
    expect(auditQueryString({ action: "user.invited", q: "a b&c", from: "", to: "2025-01-02" }, 2)).toBe(
      "?action=user.invited&q=a+b%26c&to=2025-01-02&page=2",
    );
  });

  it("shows 50 entries a page", () => {
    expect(AUDIT_PAGE_SIZE).toBe(50);
  });
});

describe("audit entries as shown", () => {
  const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
    id: 9,
    at: "2025-01-31T09:15:00.000Z",
    actorId: 1,
    actor: "owner@example.com",
    action: "lead.status_changed",
    target: "lead 42",
    details: { from: "new", to: "contacted", count: 2, flag: true, none: null },
    ip: "203.0.113.9",
    ...over,
  });

  it("labels known actions, keeps unknown ones by name, and says the details in words", () => {
    expect(toAuditView(entry())).toEqual({
      id: 9,
      at: { iso: "2025-01-31T09:15:00.000Z", text: "31 Jan 2025, 2:45 pm IST" },
      actor: "owner@example.com",
      what: "Lead status changed",
      action: "lead.status_changed",
      target: "lead 42",
      details: "Status set to contacted (was: new)",
      ip: "203.0.113.9",
    });
    const unknown = toAuditView(entry({ action: "made.up_action" }));
    expect(unknown.what).toBe("made.up_action");
    // An action this version does not know still says its details in words, never JSON or "null".
    expect(unknown.details).toBe("From: new; To: contacted; Count: 2; Flag: yes; None: none");
    expect(toAuditView(entry({ actorId: null, actor: "system", details: null })).actor).toBeNull();
    expect(toAuditView(entry({ details: null })).details).toBeNull();
  });

  it("says who a lead went to by name, stages by their labels, money in rupees and times in India time", () => {
    const names = new Map([
      [3, "Priya"],
      [4, "Ravi"],
    ]);
    const said = (action: string, details: AuditEntry["details"]) =>
      toAuditView(entry({ action, details }), names).details;
    expect(said("lead.assigned", { from: null, to: 3 })).toBe("Assigned to Priya (was: nobody)");
    expect(said("lead.assigned", { from: 3, to: 4 })).toBe("Assigned to Ravi (was: Priya)");
    expect(said("lead.assigned", { from: 4, to: null })).toBe("Assigned to nobody (was: Ravi)");
    expect(said("lead.assigned", { from: null, to: 99 })).toBe("Assigned to account 99 (was: nobody)");
    expect(said("lead.stage_changed", { from: "proposal", to: "won", wonValue: 125000 })).toBe(
      "Moved to Won (was: Proposal sent); won at ₹1,25,000",
    );
    expect(said("lead.follow_up_set", { at: "2025-01-31T09:15:00.000Z" })).toBe(
      "Follow-up on 31 Jan 2025, 2:45 pm IST",
    );
    expect(said("lead.follow_up_set", { at: null })).toBe("Follow-up cleared");
    expect(said("lead.value_set", { from: null, to: 50000 })).toBe("Expected value set to ₹50,000 (was: none)");
    expect(said("user.role_changed", { from: "sales", to: "editor" })).toBe("Role set to Editor (was: Sales)");
    expect(said("lead.call_logged", { outcome: "reached", to: "contacted" })).toBe(
      "Call logged: reached them; moved to Contacted",
    );
    expect(said("lead.unmerged", { merged: 17 })).toBe("Lead 17 taken out of this one again");
    expect(said("settings.changed", { replyLimitHour: 20, replyLimitDay: 100 })).toBe(
      "Replies an hour per person: 20; Replies a day per person: 100",
    );
    // Job applications say theirs the same way (issue 36).
    expect(said("application.assigned", { from: null, to: 4 })).toBe("Assigned to Ravi (was: nobody)");
    expect(said("application.stage_changed", { from: "interview", to: "rejected", rejectionReason: "salary" })).toBe(
      "Moved to Rejected (was: Interview); reason: Salary expectations too far apart",
    );
    expect(said("application.interview_set", { at: "2025-01-31T09:15:00.000Z" })).toBe(
      "Interview on 31 Jan 2025, 2:45 pm IST",
    );
    expect(said("settings.changed", { from: false, to: true })).toBe("Turned on (was: off)");
    expect(said("content.published", { version: 12 })).toBe("Version: 12");
    // An instant in a detail this version does not know is in India time too.
    expect(said("made.up", { due: "2025-01-31T09:15:00.000Z" })).toBe("Due: 31 Jan 2025, 2:45 pm IST");
  });

  it("offers every known action in the filter", () => {
    expect(AUDIT_ACTION_OPTIONS.find((o) => o.value === "lead.erased")).toEqual({
      value: "lead.erased",
      label: "Lead erased",
    });
  });

  it("writes CSV cells in India time with the details as JSON", () => {
    expect(auditCsvCells(entry({ details: { from: "new" } }))).toEqual([
      "2025-01-31T14:45:00+05:30",
      "owner@example.com",
      "lead.status_changed",
      "Lead status changed",
      "lead 42",
      '{"from":"new"}',
      "203.0.113.9",
      "",
      "From: new",
    ]);
    expect(auditCsvCells(entry({ target: null, details: {}, ip: null })).slice(4)).toEqual(["", "", "", "", ""]);
    expect(auditCsvCells(entry(), new Map([[1, "Asha Rao"]])).at(-2)).toBe("Asha Rao");
  });

  it("names the people: who acted, and an account as a target", () => {
    const names = new Map([
      [1, "Asha Rao"],
      [4, "Ravi Iyer"],
    ]);
    const view = toAuditView(entry({ target: "user 4 (ravi@example.com)" }), names);
    expect(view.actor).toBe("Asha Rao (owner@example.com)");
    expect(view.target).toBe("Ravi Iyer (ravi@example.com)");
    // A removed account has no name any more: its address alone.
    expect(toAuditView(entry({ actorId: 7, target: "user 9 (gone@example.com)" }), names)).toMatchObject({
      actor: "owner@example.com",
      target: "gone@example.com",
    });
  });
});
