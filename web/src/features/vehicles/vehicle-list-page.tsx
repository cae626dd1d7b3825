export function VehicleListPage() {
  return (
    <section className="stack">
      <h1>Vehicles</h1>
    </section>
  );
}
