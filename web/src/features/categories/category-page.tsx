export function CategoryPage() {
  return (
    <section className="stack">
      <h1>Category</h1>
    </section>
  );
}
