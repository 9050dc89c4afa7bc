export default function Page() {
  return (
    <section className="container-page section">
      <h1 className="text-4xl font-extrabold">Legal</h1>
    </section>
  );
}
