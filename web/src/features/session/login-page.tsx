export function LoginPage() {
  return (
    <section className="stack">
      <h1>Sign in</h1>
    </section>
  );
}
