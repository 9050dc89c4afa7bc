import { describe, expect, it } from "vitest";
import {
  collectionFacts,
  filterRecords,
  listQueryString,
  parseListQuery,
  statusesOf,
  type ListedRecord,
} from "#app/admin/content/list.server";
import { lengthCheck, problemText, seoProblems } from "#app/admin/seo/checks";

const facts = collectionFacts();

function listed(id: string, title: string, extra: Partial<ListedRecord> = {}): ListedRecord {
  return {
    collection: "projects",
    id,
    title,
    secondary: id,
    statuses: ["published"],
    updatedAt: null,
    updatedBy: null,
    searchText: `${id}\n${title}`.toLowerCase(),
    missing: 0,
    ...extra,
  };
}

describe("content lists", () => {
  const records = [
    listed("tracko", "Tracko fleet tracking", { updatedAt: "2026-11-20T10:00:00.000Z" }),
    listed("alpha", "alpha CRM", { statuses: ["draft", "published"], updatedAt: "2026-11-25T10:00:00.000Z" }),
    listed("zeta", "Zeta shop", { statuses: ["hidden"] }),
    listed("beta", "Beta app", { statuses: ["draft", "scheduled"], updatedAt: "2026-11-22T10:00:00.000Z" }),
  ];

  it("sorts by title (case aside) by default, or by the last edit, newest first", () => {
    expect(filterRecords(records, parseListQuery(new URLSearchParams())).map((r) => r.id)).toEqual([
      "alpha",
      "beta",
      "tracko",
      "zeta",
    ]);
    const edited = [...records, listed("aardvark", "Aardvark", { updatedAt: "2026-11-21T10:00:00.000Z" })];
    // Newest first; never edited last.
    expect(filterRecords(edited, parseListQuery(new URLSearchParams("sort=edited"))).map((r) => r.id)).toEqual([
      "alpha",
      "beta",
      "aardvark",
      "tracko",
      "zeta",
    ]);
  });

  it("finds by every word of the search, in any order and case", () => {
    expect(filterRecords(records, parseListQuery(new URLSearchParams("q=TRACKING fleet"))).map((r) => r.id)).toEqual([
      "tracko",
    ]);
    expect(filterRecords(records, parseListQuery(new URLSearchParams("q=fleet nothing")))).toEqual([]);
  });

  it("filters by status", () => {
    expect(filterRecords(records, parseListQuery(new URLSearchParams("status=draft"))).map((r) => r.id)).toEqual([
      "alpha",
      "beta",
    ]);
    expect(filterRecords(records, parseListQuery(new URLSearchParams("status=scheduled"))).map((r) => r.id)).toEqual([
      "beta",
    ]);
    expect(filterRecords(records, parseListQuery(new URLSearchParams("status=hidden"))).map((r) => r.id)).toEqual([
      "zeta",
    ]);
  });

  it("drops unknown parameters and writes only what differs from the defaults", () => {
    const query = parseListQuery(new URLSearchParams("status=gone&sort=size&page=-2&q=%20crm%20"));
    expect(query).toEqual({ q: "crm", status: "", sort: "title", page: 1 });
    expect(listQueryString({ q: "a b", status: "draft", sort: "edited" }, 2)).toBe(
      "?q=a+b&status=draft&sort=edited&page=2",
    );
    expect(listQueryString(query)).toBe("?q=crm");
  });

  it("knows a record's statuses from its draft, published version, schedule and visibility", () => {
    expect(statusesOf({ shippedData: { visible: true }, scheduledAt: null })).toEqual(["published"]);
    expect(
      statusesOf({ publishedData: { visible: false }, draftData: {}, scheduledAt: "2026-12-01T00:00:00Z" }),
    ).toEqual(["draft", "scheduled", "hidden"]);
    expect(statusesOf({ publishedData: { status: "unpublished" }, scheduledAt: null })).toEqual(["hidden"]);
    expect(statusesOf({ draftData: {}, scheduledAt: null })).toEqual(["draft"]);
  });

  it("names records by their own title and searches their texts (not a post's body)", () => {
    expect(facts.titleOf("seo", { title: "About us — Reptile" }, "about_us")).toBe("About us — Reptile");
    expect(facts.titleOf("seo", {}, "home")).toBe("/");
    expect(facts.titleOf("posts", { title: "Hello" }, "hello")).toBe("Hello");
    const text = facts.searchTextOf("posts", { title: "Hello", tags: ["flutter"], body: "secret words" }, "hello");
    expect(text).toContain("flutter");
    expect(text).not.toContain("secret");
    expect(facts.searchTextOf("seo", { title: "T" }, "about_us")).toContain("/about_us");
  });
});

describe("SEO checks", () => {
  it("counts characters against 30–60 and 70–160", () => {
    expect(lengthCheck("title", "x".repeat(42)).text).toBe("42 / 60 — good");
    expect(lengthCheck("title", "Short").verdict).toBe("short");
    expect(lengthCheck("title", "x".repeat(61)).text).toBe("61 / 60 — too long");
    expect(lengthCheck("description", "  ").verdict).toBe("missing");
    expect(lengthCheck("description", "x".repeat(160)).verdict).toBe("good");
    expect(lengthCheck("description", "x".repeat(69)).verdict).toBe("short");
  });

  it("flags missing, short, long and duplicate titles and descriptions", () => {
    const good = "A description of a good length that says what the page offers, clearly.";
    const problems = seoProblems([
      { id: "home", title: "Reptile Technologies — software that works", description: good },
      { id: "about_us", title: "Reptile Technologies — software that works", description: "Short." },
      { id: "blog", title: "x".repeat(70), description: "" },
    ]);
    expect(problems.get("home")!.map((p) => problemText(p, (id) => `/${id}`))).toEqual([
      "Title also used by /about_us",
    ]);
    expect(problems.get("about_us")!.map((p) => problemText(p))).toEqual([
      "Title also used by home",
      "Description too short",
    ]);
    expect(problems.get("blog")!.map((p) => problemText(p))).toEqual(["Title too long", "Description missing"]);
  });
});
