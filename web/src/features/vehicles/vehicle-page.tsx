export function VehiclePage() {
  return (
    <section className="stack">
      <h1>Vehicle</h1>
    </section>
  );
}
