import { describe, expect, it } from "vitest";
import type { QuoteRequest } from "#server/db/quotes";
import { testQuote } from "../support/leads";
import { buildQuoteMail, escapeHtml, quoteSubject, sanitiseSubjectPart } from "#server/mail/message";

const quote = (over: Partial<QuoteRequest> = {}): QuoteRequest =>
  testQuote({
    createdAt: "2025-03-04T05:06:07.890Z",
    updatedAt: "2025-03-04T05:06:07.890Z",
    message: "Hello",
    clientIp: "127.0.0.1",
    ...over,
  });
const opts = { to: "sales@example.com", siteUrl: "https://www.example.com", adminEnabled: true };

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
  it("leaves other text alone", () => {
    expect(escapeHtml("नमस्ते 👋 ₹5,000")).toBe("नमस्ते 👋 ₹5,000");
  });
});

describe("subject sanitising", () => {
  it("removes CR/LF so no header can be injected", () => {
    const s = quoteSubject("Asha\r\nBcc: victim@example.com\r\n\r\nbody");
    expect(s).not.toMatch(/[\r\n]/);
    expect(s).toBe("New quote request from Asha Bcc: victim@example.com body");
  });
  it("removes other control and separator characters", () => {
    expect(sanitiseSubjectPart("a\u0000b\u0085c\u2028d\u202Ee")).toBe("a b c d e");
  });
  it("truncates long names with an ellipsis without splitting a character", () => {
    const name = "👍".repeat(100);
    const out = sanitiseSubjectPart(name);
    expect(Array.from(out)).toHaveLength(60);
    expect(out.endsWith("…")).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
  it("names an anonymous visitor when nothing printable remains", () => {
    expect(quoteSubject("\r\n")).toBe("New quote request from a visitor");
  });
});

describe("quote notification mail", () => {
  it("escapes visitor text in the HTML and keeps it verbatim in the text part", () => {
    const xss = `<img src=x onerror="alert(1)"> & <script>alert('x')</script>`;
    const mail = buildQuoteMail(quote({ name: xss, message: xss, phoneNumber: "<b>1</b>" }), opts);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<b>1</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail.text).toContain(xss);
  });
  it("has the request's details and a tel: link only for a phone-like number", () => {
    const mail = buildQuoteMail(quote(), opts);
    expect(mail.to).toBe("sales@example.com");
    expect(mail.subject).toBe("New quote request from Asha Verma");
    expect(mail.text).toContain("Phone:    +91 98765 43210");
    expect(mail.text).toContain("Request:  #7");
    expect(mail.text).toContain("Received: 2025-03-04 05:06 UTC");
    expect(mail.text).toContain("https://www.example.com/admin");
    expect(mail.html).toContain('href="tel:+919876543210"');
    const free = buildQuoteMail(quote({ phoneNumber: "call after 6" }), opts);
    expect(free.html).not.toContain("tel:");
  });
  it("without an e-mail address: no Reply-To, no e-mail row, 'reply by phone'", () => {
    const mail = buildQuoteMail(quote(), opts);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toContain("E-mail:");
    expect(mail.text).toContain("Reply by phone");
    expect(mail.html).not.toContain("mailto:");
  });
  it("with an e-mail address: shown as text and a mailto: link, and used as Reply-To", () => {
    const mail = buildQuoteMail(quote({ email: "asha.verma@example.co.in" }), opts);
    expect(mail.replyTo).toEqual({ address: "asha.verma@example.co.in", name: "" });
    expect(mail.text).toContain("Phone:    +91 98765 43210\nE-mail:   asha.verma@example.co.in\nReceived:");
    expect(mail.text).toContain("Reply to this e-mail to write to the visitor");
    expect(mail.html).toContain(
      '<a href="mailto:asha.verma@example.co.in" style="color:#3730a3">asha.verma@example.co.in</a>',
    );
    // Characters a mailto: URL would read as syntax stay inside the address.
    const odd = buildQuoteMail(quote({ email: "a?cc=x&y@example.com" }), opts);
    expect(odd.html).toContain('href="mailto:a%3Fcc%3Dx%26y@example.com"');
    expect(odd.html).toContain(">a?cc=x&amp;y@example.com</a>");
  });
  it("never puts a stored value that is not a plain address into Reply-To or a link", () => {
    for (const email of [
      "victim@example.com\r\nBcc: all@example.com",
      "Asha <asha@example.com>",
      "=?UTF-8?B?SGFja2Vk?=@example.com",
      "a@b.com, c@d.com",
    ]) {
      const mail = buildQuoteMail(quote({ email }), opts);
      expect(mail.replyTo, email).toBeUndefined();
      expect(mail.html).not.toContain("mailto:");
      expect(mail.text).not.toContain("E-mail:");
    }
  });
  it("leaves out the admin link when the admin inbox is off", () => {
    const mail = buildQuoteMail(quote(), { ...opts, adminEnabled: false });
    expect(mail.text).not.toContain("/admin");
    expect(mail.html).not.toContain("/admin");
  });
});
