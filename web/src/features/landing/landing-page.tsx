import { Link } from "wouter";

export function LandingPage() {
  return (
    <div className="landing-hero">
      <span className="brand">
        <span className="brand-mark" aria-hidden="true" />
        Workshop
      </span>
      <h1>Workshop</h1>
      <p>Vehicles and categories of your garage, kept up to date by the whole team.</p>
      <div className="row">
        <Link href="/login" className="button">
          Sign in
        </Link>
      </div>
    </div>
  );
}
