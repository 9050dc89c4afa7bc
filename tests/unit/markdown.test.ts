import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { POST_SANITIZE_SCHEMA, renderMarkdown, SITE_IMAGE_SRC } from "#server/markdown/render";

/** The markup with every double-quoted attribute value emptied: what is left is tags. */
function tagsOnly(html: string): string {
  return html.replace(/"[^"]*"/g, '""');
}

/** Every `<img …>` in the output, and its src. */
function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => /\ssrc="([^"]*)"/.exec(m[0])?.[1] ?? "");
}

function words(count: number, stem = "word"): string {
  return Array.from({ length: count }, (_, i) => `${stem}${i}`).join(" ");
}

describe("renderMarkdown: structure", () => {
  it("gives headings ids and an accessible anchor link inside each h2/h3", async () => {
    const { html, headings } = await renderMarkdown(
      "# Title\n\n## Getting started\n\ntext\n\n### Install it\n\n#### Deep\n\n## Getting started\n",
    );
    expect(html).toContain(
      '<h2 id="getting-started">Getting started <a aria-label="Link to this section: Getting started" href="#getting-started"><span aria-hidden="true">#</span></a></h2>',
    );
    expect(html).toContain(
      '<h3 id="install-it">Install it <a aria-label="Link to this section: Install it" href="#install-it"><span aria-hidden="true">#</span></a></h3>',
    );
    // Duplicate headings get distinct ids and anchors that point at them.
    expect(html).toContain(
      '<h2 id="getting-started-1">Getting started <a aria-label="Link to this section: Getting started" href="#getting-started-1">',
    );
    // A "#" heading becomes an h2 (the page's title is its one h1); h4 gets an id but no anchor.
    expect(html).toContain('<h2 id="title">Title <a aria-label="Link to this section: Title" href="#title">');
    expect(html).toContain('<h4 id="deep">Deep</h4>');
    expect(headings).toEqual([
      { depth: 2, id: "title", text: "Title" },
      { depth: 2, id: "getting-started", text: "Getting started" },
      { depth: 3, id: "install-it", text: "Install it" },
      { depth: 2, id: "getting-started-1", text: "Getting started" },
    ]);
    // Every in-page link has a target.
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, target] of html.matchAll(/\shref="#([^"]+)"/g)) expect(ids.has(target)).toBe(true);
  });

  it("renders a GFM table with thead and tbody", async () => {
    const { html } = await renderMarkdown("| Plan | Price |\n| :--- | ---: |\n| Basic | 10 |\n| Pro | 20 |\n");
    expect(html).toMatch(/<table>\s*<thead>\s*<tr>\s*<th align="left">Plan<\/th>\s*<th align="right">Price<\/th>/);
    expect(html).toMatch(/<tbody>\s*<tr>\s*<td align="left">Basic<\/td>/);
  });

  it("renders task list checkboxes disabled, each named by its item's text", async () => {
    const { html } = await renderMarkdown(
      "- [ ] open\n- [x] done **now**\n  - [ ] nested\n\n---\n\n1. [ ] loose\n\n2. [x] list\n",
    );
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled aria-label="open"> open</li>');
    expect(html).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled aria-label="done now"> done <strong>now</strong>',
    );
    expect(html).toContain('<input type="checkbox" disabled aria-label="nested"> nested');
    expect(html).toContain('<p><input type="checkbox" disabled aria-label="loose"> loose</p>');
    const inputs = html.match(/<input\b[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(5);
    for (const input of inputs)
      expect(input).toMatch(/^<input type="checkbox"( checked)? disabled aria-label="[^"]+">$/);
  });

  it("renders strikethrough and autolink literals", async () => {
    const { html } = await renderMarkdown("~~old~~ see www.example.com or https://example.org/x");
    expect(html).toContain("<del>old</del>");
    expect(html).toContain('<a href="http://www.example.com" rel="noopener noreferrer">www.example.com</a>');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer">https://example.org/x</a>');
  });

  it("highlights fenced code at render time, in the allowed languages only", async () => {
    const { html } = await renderMarkdown("```ts\nconst answer: number = 42; // yes\n```\n");
    expect(html).toContain('<pre><code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(html).toContain('<span class="hljs-comment">// yes</span>');
    for (const lang of ["json", "js", "typescript", "bash", "sh", "html", "css", "sql", "yaml", "yml"]) {
      const out = (await renderMarkdown("```" + lang + '\nselect "a" from b; { "k": 1 } <p>x</p> echo $HOME\n```'))
        .html;
      expect(out, lang).toMatch(/class="hljs-[a-z_-]+"/);
    }
    // A language outside the set is left as escaped plain text; no language, no highlighting.
    const other = (await renderMarkdown("```python\nprint('<b>')\n```\n\n```\nplain <i>\n```")).html;
    expect(other).toContain("<code class=\"hljs language-python\">print('&#x3C;b>')\n</code>");
    expect(other).toContain("<pre><code>plain &#x3C;i>\n</code></pre>");
    // Code inside code blocks is text, never markup.
    const htmlBlock = (await renderMarkdown("```html\n<script>alert(1)</script>\n```")).html;
    expect(htmlBlock).not.toMatch(/<script/i);
  });

  it("escapes heading text such as <b>, in the heading, the anchor's name and the outline", async () => {
    const { html, headings } = await renderMarkdown('## Why \\<b\\> & "quotes" matter\n\n## The `<b>` tag\n');
    expect(tagsOnly(html)).not.toMatch(/<b[\s>]/);
    expect(html).toContain(
      'Why &#x3C;b> &#x26; "quotes" matter <a aria-label="Link to this section: Why <b> &#x26; &#x22;quotes&#x22; matter"',
    );
    expect(html).toContain("The <code>&#x3C;b></code> tag");
    expect(headings.map((h) => h.text)).toEqual(['Why <b> & "quotes" matter', "The <b> tag"]);
    // Raw <b> tags are dropped, not rendered: only their text is left.
    const raw = (await renderMarkdown("## Bold <b>move</b>\n")).html;
    expect(tagsOnly(raw)).not.toMatch(/<b[\s>]/);
    expect(raw).toContain('<h2 id="bold-move">Bold move <a');
  });

  it("counts headings, words and reading time of a 600-word post", async () => {
    const body = [
      "## Alpha section",
      words(198, "a"),
      "### Beta part",
      words(198, "b"),
      "## Gamma end",
      words(198, "c"),
    ].join("\n\n");
    const result = await renderMarkdown(body);
    expect(result.words).toBe(600);
    expect(result.readingMinutes).toBe(3);
    expect(result.headings).toEqual([
      { depth: 2, id: "alpha-section", text: "Alpha section" },
      { depth: 3, id: "beta-part", text: "Beta part" },
      { depth: 2, id: "gamma-end", text: "Gamma end" },
    ]);
    // Anchor labels and highlight markup are not counted; rounding up, at least a minute.
    expect((await renderMarkdown(body + " one")).readingMinutes).toBe(4);
    expect((await renderMarkdown("Hi.")).readingMinutes).toBe(1);
    expect((await renderMarkdown("")).words).toBe(0);
    expect((await renderMarkdown("")).readingMinutes).toBe(1);
    expect((await renderMarkdown("a - b — c")).words).toBe(3);
  });

  it("keeps footnotes working (ids and links match, no duplicate ids)", async () => {
    const { html, headings } = await renderMarkdown("## Footnote label\n\nClaim.[^src]\n\n[^src]: The source.\n");
    expect(html).toContain(
      '<a href="#user-content-fn-src" id="user-content-fnref-src" data-footnote-ref aria-describedby="footnote-label">1</a>',
    );
    expect(html).toContain('<li id="user-content-fn-src">');
    expect(html).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
    expect(headings).toEqual([{ depth: 2, id: "footnote-label-1", text: "Footnote label" }]);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of html.matchAll(/\shref="#([^"]+)"/g)) expect(ids).toContain(target);
  });

  it("marks external links noopener noreferrer and leaves site links alone", async () => {
    const { html } = await renderMarkdown(
      "[a](https://example.com/x) [b](//cdn.example.com) [c](/about) [d](#top) [e](mailto:hi@example.com)",
    );
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="//cdn.example.com" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a href="/about">c</a>');
    expect(html).toContain('<a href="#top">d</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">e</a>');
  });

  it("keeps images from site paths, lazily loaded, and lists the /media/ ones", async () => {
    const media = "/media/0123456789abcdef0123-960.webp";
    const { html, images } = await renderMarkdown(
      `![Team](${media} "At work") ![Logo](/images/home/growth.svg) ![Again](${media}) ![B](/media/abcdefabcdefabcdefab-480.avif)`,
    );
    expect(html).toContain(`<img src="${media}" alt="Team" title="At work" loading="lazy" decoding="async">`);
    expect(html).toContain('<img src="/images/home/growth.svg" alt="Logo" loading="lazy" decoding="async">');
    expect(images).toEqual([media, "/media/abcdefabcdefabcdefab-480.avif"]);
  });

  it("drops images from anywhere else", async () => {
    const sources = [
      "https://evil.example/track.png",
      "http://evil.example/a.png",
      "//evil.example/a.png",
      "/media/../admin/logout",
      "/media/./x.webp",
      "/images/x.png?logout=1",
      "/api/export.csv",
      "media/x.webp",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      "/media/%2e%2e/admin",
    ];
    for (const src of sources) {
      const { html, images } = await renderMarkdown(`before ![x](${src}) after`);
      expect(html, src).not.toContain("<img");
      expect(html, src).toContain("<p>before  after</p>");
      expect(images, src).toEqual([]);
      expect(SITE_IMAGE_SRC.test(src), src).toBe(false);
    }
  });
});

describe("renderMarkdown: hostile input is inert", () => {
  const vectors: [string, string][] = [
    ["inline script", "Hello <script>alert(1)</script> world"],
    ["block script", "<script>\nalert(1)\n</script>\n\nafter"],
    ["img onerror", "<img src=x onerror=alert(1)>"],
    ["markdown link javascript:", "[click](javascript:alert(1))"],
    ["upper-case JAVASCRIPT:", "[x](JAVASCRIPT:alert(1))"],
    ["entity-split java&#x09;script:", "[x](java&#x09;script:alert(1))"],
    ["entity-encoded &#106;avascript:", "[x](&#106;avascript:alert(1))"],
    ["angle-bracket <javascript:…>", "[x](<javascript:alert(1)>)"],
    ["reference link javascript:", "[x][r]\n\n[r]: javascript:alert(1)"],
    ["image javascript:", "![x](javascript:alert(1))"],
    ["raw a href javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["vbscript: link", "[x](vbscript:msgbox(1))"],
    ["iframe", '<iframe src="https://evil.example"></iframe>'],
    ["style block", "<style>body{display:none}</style>\n\ntext"],
    ["inline style attribute", '<span style="position:fixed">x</span>'],
    ["onclick via raw html", '<p onclick="alert(1)">click</p>\n\n<div onclick="alert(1)">x</div>'],
    ["svg onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["external image", "![x](https://evil.example/track.png)"],
    ["form and input", '<form action="https://evil.example"><input name="password"></form>'],
    ["object/embed", '<object data="x.swf"></object><embed src="x.swf">'],
    [
      "meta refresh and base",
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    ],
    ["math/svg namespace confusion", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["html comment", "<!-- <script>alert(1)</script> -->"],
  ];

  function expectInert(html: string) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/onload/i);
    expect(html).not.toMatch(/onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/vbscript:/i);
    expect(html).not.toMatch(/data:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/<svg/i);
    expect(html).not.toMatch(/<(form|input(?![^>]*type="checkbox")|object|embed|meta|base|math)\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    for (const src of imageSources(html)) expect(src).toMatch(/^\/(media|images)\//);
    expect(html).not.toMatch(/evil\.example\/track/);
  }

  it.each(vectors)("%s", async (_name, markdown) => {
    expectInert((await renderMarkdown(markdown)).html);
  });

  it("all of them in one post", async () => {
    const { html, images } = await renderMarkdown(vectors.map(([, md]) => md).join("\n\n"));
    expectInert(html);
    expect(images).toEqual([]);
  });

  it("leaves a refused link as its text, with no anchor", async () => {
    expect((await renderMarkdown("[click](javascript:alert(1)) and [x](data:text/html,hi)")).html).toBe(
      "<p>click and x</p>",
    );
    // A CommonMark autolink to javascript: shows its address as text only.
    const { html } = await renderMarkdown("<javascript:alert(1)>");
    expect(html).toBe("<p>javascript:alert(1)</p>");
    expect(html).not.toMatch(/<a\b/);
  });
});

describe("links in a post", () => {
  it("keep web, mail, phone and site links, and become text for any other scheme (issue 29, finding 6)", async () => {
    const { html } = await renderMarkdown(
      "[web](https://example.com) [mail](mailto:sales@example.com) [phone](tel:+919876543210) [page](/contact_us) " +
        "[chat](irc://irc.example.com/x) [jabber](xmpp:someone@example.com) [script](javascript:alert(1)) [data](data:text/html,x)",
    );
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">web</a>');
    expect(html).toContain('<a href="mailto:sales@example.com">mail</a>');
    expect(html).toContain('<a href="tel:+919876543210">phone</a>');
    expect(html).toContain('<a href="/contact_us">page</a>');
    for (const scheme of ["irc:", "xmpp:", "javascript:", "data:"]) expect(html).not.toContain(scheme);
    expect(html).toContain(" chat jabber script data</p>");
  });
});

describe("POST_SANITIZE_SCHEMA", () => {
  it("extends GitHub's schema only as documented", async () => {
    const attributes = POST_SANITIZE_SCHEMA.attributes ?? {};
    expect(attributes["*"]).not.toContain("id");
    expect(attributes["*"]).not.toContain("name");
    expect(attributes["*"]).not.toContain("style");
    expect(POST_SANITIZE_SCHEMA.clobber).toEqual([]);
    expect(POST_SANITIZE_SCHEMA.protocols?.href).toEqual(["http", "https", "mailto", "tel"]);
    expect(POST_SANITIZE_SCHEMA.strip).toEqual(["script"]);
    for (const tag of ["script", "style", "iframe", "svg", "form", "object", "embed"]) {
      expect(POST_SANITIZE_SCHEMA.tagNames).not.toContain(tag);
    }
    const classOn = Object.entries(attributes)
      .filter(([, list]) => list?.some((d) => (Array.isArray(d) ? d[0] : d) === "className"))
      .map(([tag]) => tag)
      .sort();
    // GitHub's own (task lists, footnotes) plus code and span for highlighting.
    expect(classOn).toEqual(["a", "code", "h2", "li", "ol", "section", "span", "ul"]);
  });

  it("strips classes on spans and code other than hljs-* and language-*", async () => {
    // Only reachable through plugins, so exercise the schema through the pipeline's output:
    // highlight modifiers (`class_`) are not hljs-*, so they are removed.
    const { html } = await renderMarkdown("```ts\nclass Foo {}\n```");
    expect(html).toContain('<span class="hljs-title">Foo</span>');
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" "));
    for (const c of classes) expect(c).toMatch(/^(hljs(-[\w-]+)?|language-[\w+#.-]+)$/);
  });
});

describe("renderMarkdown: speed", () => {
  it("renders a 2,000-word post with 3 code blocks (mean of 20)", async () => {
    const vocabulary =
      "the quick brown fox jumps over lazy dog while our team ships reliable software for clients".split(" ");
    const paragraph = (n: number, seed: number) =>
      Array.from({ length: n }, (_, i) => {
        const w = vocabulary[(i * 7 + seed) % vocabulary.length]!;
        return i % 17 === 0 ? `**${w}**` : i % 23 === 0 ? `[${w}](https://example.com/${i})` : w;
      }).join(" ");
    const code = [
      "```ts\n" +
        Array.from(
          { length: 20 },
          (_, i) => `export function step${i}(input: string): number {\n  return input.length * ${i}; // step\n}`,
        ).join("\n") +
        "\n```",
      "```bash\n" +
        Array.from({ length: 15 }, (_, i) => `npm run build -- --step=${i} && echo "done $HOME"`).join("\n") +
        "\n```",
      "```json\n" +
        JSON.stringify(
          Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`key${i}`, { value: i, on: i % 2 === 0 }])),
          null,
          2,
        ) +
        "\n```",
    ];
    const sections: string[] = [];
    for (let s = 0; s < 10; s++) {
      sections.push(
        `## Section ${s + 1}`,
        paragraph(80, s),
        `### Detail ${s + 1}`,
        `- ${paragraph(10, s)}\n- ${paragraph(10, s + 1)}`,
        paragraph(62, s + 2),
      );
      if (s % 3 === 0) sections.push(code[s / 3]!);
    }
    const post = sections.join("\n\n");
    const first = await renderMarkdown(post);
    expect(first.words).toBeGreaterThanOrEqual(1950);
    expect(first.words).toBeLessThanOrEqual(2100);
    expect(first.html.match(/<pre>/g)).toHaveLength(3);

    const runs = 20;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await renderMarkdown(post);
      times.push(performance.now() - start);
    }
    const mean = times.reduce((a, b) => a + b, 0) / runs;
    console.log(
      `renderMarkdown: ${first.words} words, 3 code blocks, ${first.html.length} chars of HTML — mean ${mean.toFixed(2)} ms over ${runs} runs (min ${Math.min(...times).toFixed(2)}, max ${Math.max(...times).toFixed(2)})`,
    );
  });
});

describe("the page keeps one h1", () => {
  it("renders a # heading in a post as an h2", async () => {
    const { html, headings } = await renderMarkdown("# Big title\n\nText.");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2");
    expect(headings.map((h) => h.text)).toEqual(["Big title"]);
  });
});
