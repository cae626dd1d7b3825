export function CategoryListPage() {
  return (
    <section className="stack">
      <h1>Categories</h1>
    </section>
  );
}
