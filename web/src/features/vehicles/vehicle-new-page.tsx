export function VehicleNewPage() {
  return (
    <section className="stack">
      <h1>New vehicle</h1>
    </section>
  );
}
