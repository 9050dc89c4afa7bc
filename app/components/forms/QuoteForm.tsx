/**
 * The quote form used by the footer (Let's Talk) and the contact page.
 * Works without JavaScript: a plain POST to /contact_us that ends on /Thanku.
 * (The submission pipeline — validation, storage, outbox — lives on the server.)
 */
export function QuoteForm({ source, tone = "light" }: { source: "footer" | "contact"; tone?: "light" | "dark" }) {
  const field =
    tone === "dark"
      ? "w-full rounded-lg border border-white/20 bg-white/5 px-4 py-3 text-white placeholder:text-slate-400"
      : "w-full rounded-lg border border-line bg-white px-4 py-3 text-ink placeholder:text-slate-500";
  const label = tone === "dark" ? "text-sm font-semibold text-slate-200" : "text-sm font-semibold text-ink";
  const id = (name: string) => `${source}-${name}`;
  return (
    <form method="post" action="/contact_us" className="mt-4 grid gap-4">
      <input type="hidden" name="source" value={source} />
      <div className="grid gap-1">
        <label htmlFor={id("name")} className={label}>Name</label>
        <input id={id("name")} name="name" placeholder="Name" required autoComplete="name" className={field} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={id("phone")} className={label}>Phone</label>
        <input id={id("phone")} name="phone_number" type="tel" placeholder="Phone No." required autoComplete="tel" className={field} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={id("message")} className={label}>Message</label>
        <textarea id={id("message")} name="message" placeholder="Message" required rows={4} className={field} />
      </div>
      <button type="submit" className={tone === "dark" ? "btn btn-accent" : "btn btn-primary"}>
        Send message
      </button>
    </form>
  );
}
