export function CategoryNewPage() {
  return (
    <section className="stack">
      <h1>New category</h1>
    </section>
  );
}
