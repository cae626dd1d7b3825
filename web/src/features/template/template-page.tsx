export function TemplatePage() {
  return (
    <section className="stack">
      <h1>UI kit</h1>
    </section>
  );
}
