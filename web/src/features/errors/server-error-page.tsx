import { SERVER_ERROR_TITLE } from "@shared/constants";

/** Shown by the error boundary, outside the router: plain links reload the app from scratch. */
export function ServerErrorPage() {
  return (
    <main className="page">
      <section className="error-page card" aria-labelledby="error-title">
        <h1 id="error-title">{SERVER_ERROR_TITLE}</h1>
        <p>Something broke while showing this page. Your saved data is safe.</p>
        <div className="row" style={{ justifyContent: "center" }}>
          <a href="/" className="button">
            Go to the home page
          </a>
          <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
            Reload this page
          </button>
        </div>
      </section>
    </main>
  );
}
