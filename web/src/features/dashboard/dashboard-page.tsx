export function DashboardPage() {
  return (
    <section className="stack">
      <h1>Dashboard</h1>
    </section>
  );
}
