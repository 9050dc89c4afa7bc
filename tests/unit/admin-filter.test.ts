import { describe, expect, it } from "vitest";
import {
  EMPTY_LEAD_FILTER,
  hasFilter,
  listQueryString,
  parseListQuery,
  safeNext,
  safeReturnTo,
  toQuoteFilter,
} from "#app/admin/leads/filter.server";

describe("inbox list query", () => {
  it("keeps valid values and drops the rest", () => {
    const { values, page } = parseListQuery(
      new URLSearchParams("q=%20asha%20&status=contacted&source=api&from=2025-01-01&to=2025-01-31&page=3"),
    );
    expect(values).toEqual({
      ...EMPTY_LEAD_FILTER,
      q: "asha",
      status: "contacted",
      source: "api",
      from: "2025-01-01",
      to: "2025-01-31",
    });
    expect(page).toBe(3);
    const junk = parseListQuery(new URLSearchParams("status=deleted&source=fax&from=2025-02-30&to=yesterday&page=-2"));
    expect(junk.values).toEqual(EMPTY_LEAD_FILTER);
    expect(junk.page).toBe(1);
  });

  it("turns India days into an inclusive range of instants", () => {
    const { values } = parseListQuery(new URLSearchParams("from=2025-01-31&to=2025-01-01"));
    expect(values.from).toBe("2025-01-01"); // a backwards range is swapped
    expect(toQuoteFilter(values)).toEqual({
      createdFrom: "2024-12-31T18:30:00.000Z",
      createdBefore: "2025-01-31T18:30:00.000Z",
    });
    expect(toQuoteFilter({ ...EMPTY_LEAD_FILTER, q: "x", status: "new" })).toEqual({ search: "x", status: "new" });
  });

  it("writes query strings without empty values", () => {
    expect(listQueryString(EMPTY_LEAD_FILTER)).toBe("");
    expect(listQueryString({ ...EMPTY_LEAD_FILTER, q: "a b&c", status: "new" }, 2)).toBe(
      "?q=a+b%26c&status=new&page=2",
    );
  });
});

describe("campaign and landing page filters", () => {
  it("keep a campaign and a landing page, also ones the form's choices do not list", () => {
    const { values } = parseListQuery(
      new URLSearchParams("campaign=%20diwali-apps%20&landing=%2Fservices%2Fapp-development"),
    );
    expect(values).toEqual({ ...EMPTY_LEAD_FILTER, campaign: "diwali-apps", landing: "/services/app-development" });
    expect(toQuoteFilter(values)).toEqual({ campaign: "diwali-apps", landingPage: "/services/app-development" });
    expect(hasFilter(values)).toBe(true);
    expect(hasFilter({ ...EMPTY_LEAD_FILTER, campaign: "x" })).toBe(true);
    expect(hasFilter({ ...EMPTY_LEAD_FILTER, landing: "/" })).toBe(true);
    expect(hasFilter(EMPTY_LEAD_FILTER)).toBe(false);
    // Any sensible text: spaces, other scripts, punctuation.
    expect(parseListQuery(new URLSearchParams({ campaign: "दिवाली sale, 50% off" })).values.campaign).toBe(
      "दिवाली sale, 50% off",
    );
  });

  it("drop values that cannot be a campaign or a landing page", () => {
    for (const query of [
      { campaign: "x".repeat(201), landing: `/${"x".repeat(200)}` },
      { campaign: "a\u0000b", landing: "/a\nb" },
      { campaign: "", landing: "services" },
      { campaign: "   ", landing: "https://evil.example/" },
    ]) {
      const { values } = parseListQuery(new URLSearchParams(query));
      expect(values, JSON.stringify(query)).toEqual(EMPTY_LEAD_FILTER);
    }
    const longest = parseListQuery(
      new URLSearchParams({ campaign: "c".repeat(200), landing: `/${"p".repeat(199)}` }),
    ).values;
    expect(longest.campaign).toHaveLength(200);
    expect(longest.landing).toHaveLength(200);
  });

  it("go into the list's and the export's addresses, after the other filters", () => {
    const values = { ...EMPTY_LEAD_FILTER, status: "new" as const, campaign: "diwali apps", landing: "/contact?x=1&y" };
    const query = listQueryString(values, 3);
    expect(query).toBe("?status=new&campaign=diwali+apps&landing=%2Fcontact%3Fx%3D1%26y&page=3");
    // What is written reads back as the same filter.
    expect(parseListQuery(new URLSearchParams(query))).toEqual({ values, page: 3 });
    expect(safeReturnTo(`/admin${query}`)).toBe(`/admin${query}`);
    expect(safeNext(`/admin/leads.csv${listQueryString(values)}`)).toBe(`/admin/leads.csv${listQueryString(values)}`);
    expect(safeNext("/admin/leads.csv?campaign=spring&landing=nope")).toBe("/admin/leads.csv?campaign=spring");
  });
});

describe("redirect targets from forms", () => {
  it("only ever go back to the inbox list", () => {
    expect(safeReturnTo("/admin?q=asha&status=new&page=2")).toBe("/admin?q=asha&status=new&page=2");
    expect(safeReturnTo("/admin")).toBe("/admin");
    for (const bad of [
      "https://evil.example/admin",
      "//evil.example",
      "/admin/../x",
      "/adminx",
      "/admin?q=1#x",
      "/\\evil",
      null,
      3,
    ]) {
      expect(safeReturnTo(bad)).toBe("/admin");
    }
    expect(safeReturnTo("/admin?q=x&evil=1")).toBe("/admin?q=x");
  });

  it("after sign-in continue to the list or the export", () => {
    expect(safeNext("/admin/leads.csv?status=new")).toBe("/admin/leads.csv?status=new");
    expect(safeNext("/admin?status=lost")).toBe("/admin?status=lost");
    expect(safeNext("/admin/logout")).toBe("/admin");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext("/admin/users/4")).toBe("/admin/users/4");
    expect(safeNext("/admin/audit?action=user.invited")).toBe("/admin/audit?action=user.invited");
    expect(safeNext("/admin/login/two-factor")).toBe("/admin");
    for (const bad of ["/admin//evil.example", "/admin/../x", "/admin/x#y", "/admin/x y"])
      expect(safeNext(bad)).toBe("/admin");
  });
});

describe("date filters at the edges", () => {
  it("ignore days a filter cannot reach instead of failing", async () => {
    const { parseListQuery, toQuoteFilter } = await import("#app/admin/leads/filter.server");
    for (const day of ["9999-12-31", "0001-01-01", "1969-12-31"]) {
      const { values } = parseListQuery(new URLSearchParams({ from: day, to: day }));
      expect(() => toQuoteFilter(values)).not.toThrow();
    }
  });
});

describe("the inbox's views", () => {
  it("read All, Mine, Unassigned and Overdue from the address and filter by owner or overdue follow-up", () => {
    const me = { userId: 7 };
    expect(toQuoteFilter(parseListQuery(new URLSearchParams("view=mine")).values, me)).toEqual({ owner: 7 });
    expect(toQuoteFilter(parseListQuery(new URLSearchParams("view=unassigned&status=proposal")).values, me)).toEqual({
      owner: "none",
      status: "proposal",
    });
    expect(toQuoteFilter(parseListQuery(new URLSearchParams("view=overdue")).values, me)).toEqual({ overdue: true });
    expect(parseListQuery(new URLSearchParams("view=everything")).values.view).toBe("");
    // Written first, kept by the forms' way back to the list.
    expect(listQueryString({ ...EMPTY_LEAD_FILTER, view: "overdue", q: "asha" }, 2)).toBe(
      "?view=overdue&q=asha&page=2",
    );
    expect(safeReturnTo("/admin?view=mine&q=x")).toBe("/admin?view=mine&q=x");
    expect(hasFilter({ ...EMPTY_LEAD_FILTER, view: "mine" })).toBe(true);
  });
});
