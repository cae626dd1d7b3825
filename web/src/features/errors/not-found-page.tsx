import { Link } from "wouter";
import { notFoundMessage } from "@shared/constants";

export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="error-page card" aria-labelledby="error-title">
      <h1 id="error-title">{notFoundMessage(path)}</h1>
      <p>There is no page at this address. Check the link, or start again from the home page.</p>
      <Link href="/" className="button">
        Go to the home page
      </Link>
    </section>
  );
}
