import { describe, expect, it } from "vitest";
import { listQueryString, parseListQuery, safeNext, safeReturnTo, toQuoteFilter } from "../../app/admin/leads/filter.server";

describe("inbox list query", () => {
  it("keeps valid values and drops the rest", () => {
    const { values, page } = parseListQuery(
      new URLSearchParams("q=%20asha%20&status=contacted&source=api&from=2025-01-01&to=2025-01-31&page=3"),
    );
    expect(values).toEqual({ q: "asha", status: "contacted", source: "api", from: "2025-01-01", to: "2025-01-31" });
    expect(page).toBe(3);
    const junk = parseListQuery(new URLSearchParams("status=deleted&source=fax&from=2025-02-30&to=yesterday&page=-2"));
    expect(junk.values).toEqual({ q: "", status: "", source: "", from: "", to: "" });
    expect(junk.page).toBe(1);
  });

  it("turns India days into an inclusive range of instants", () => {
    const { values } = parseListQuery(new URLSearchParams("from=2025-01-31&to=2025-01-01"));
    expect(values.from).toBe("2025-01-01"); // a backwards range is swapped
    expect(toQuoteFilter(values)).toEqual({
      createdFrom: "2024-12-31T18:30:00.000Z",
      createdBefore: "2025-01-31T18:30:00.000Z",
    });
    expect(toQuoteFilter({ q: "x", status: "new", source: "", from: "", to: "" })).toEqual({ search: "x", status: "new" });
  });

  it("writes query strings without empty values", () => {
    expect(listQueryString({ q: "", status: "", source: "", from: "", to: "" })).toBe("");
    expect(listQueryString({ q: "a b&c", status: "new", source: "", from: "", to: "" }, 2)).toBe("?q=a+b%26c&status=new&page=2");
  });
});

describe("redirect targets from forms", () => {
  it("only ever go back to the inbox list", () => {
    expect(safeReturnTo("/admin?q=asha&status=new&page=2")).toBe("/admin?q=asha&status=new&page=2");
    expect(safeReturnTo("/admin")).toBe("/admin");
    for (const bad of ["https://evil.example/admin", "//evil.example", "/admin/../x", "/adminx", "/admin?q=1#x", "/\\evil", null, 3]) {
      expect(safeReturnTo(bad)).toBe("/admin");
    }
    expect(safeReturnTo("/admin?q=x&evil=1")).toBe("/admin?q=x");
  });

  it("after sign-in continue to the list or the export", () => {
    expect(safeNext("/admin/leads.csv?status=new")).toBe("/admin/leads.csv?status=new");
    expect(safeNext("/admin?status=closed")).toBe("/admin?status=closed");
    expect(safeNext("/admin/logout")).toBe("/admin");
    expect(safeNext("https://evil.example")).toBe("/admin");
    expect(safeNext("/admin/users/4")).toBe("/admin/users/4");
    expect(safeNext("/admin/audit?action=user.invited")).toBe("/admin/audit?action=user.invited");
    expect(safeNext("/admin/login/two-factor")).toBe("/admin");
    for (const bad of ["/admin//evil.example", "/admin/../x", "/admin/x#y", "/admin/x y"]) expect(safeNext(bad)).toBe("/admin");
  });
});

describe("date filters at the edges", () => {
  it("ignore days a filter cannot reach instead of failing", async () => {
    const { parseListQuery, toQuoteFilter } = await import("../../app/admin/leads/filter.server");
    for (const day of ["9999-12-31", "0001-01-01", "1969-12-31"]) {
      const { values } = parseListQuery(new URLSearchParams({ from: day, to: day }));
      expect(() => toQuoteFilter(values)).not.toThrow();
    }
  });
});
