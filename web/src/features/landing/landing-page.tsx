import { homeFor, LOGIN_PATH } from "@shared/routes";
import { useSession } from "../../lib/session";
import { ButtonLink } from "../../ui/button";
import { BrandMark, Icon } from "../../ui/icons";

const POINTS = [
  ["Every vehicle in one list", "Plate, make and model, category, status and odometer, searchable by the whole team."],
  ["Know what is in the workshop", "Mark vehicles available, in the workshop, out of service or retired, and see it live."],
  ["Runs on your own server", "One small server in the office: your data stays on your premises."],
] as const;

export function LandingPage() {
  const session = useSession();
  const signedIn = session.kind === "employee";
  return (
    <>
      <header className="landing-top">
        <span className="brand">
          <BrandMark />
          Workshop
        </span>
        {signedIn && <span className="landing-user">Signed in as {session.name || session.email}</span>}
      </header>
      <section className="landing-hero" aria-labelledby="landing-title">
        <p className="landing-kicker">For garage staff</p>
        <h1 id="landing-title">Workshop</h1>
        <p className="landing-lead">Vehicles and categories of your garage, kept up to date by the whole team.</p>
        <div className="row">
          {signedIn ? (
            <ButtonLink href={homeFor(session.role)} variant="gold">
              Open workshop
            </ButtonLink>
          ) : (
            <ButtonLink href={LOGIN_PATH} variant="gold">
              Sign in
            </ButtonLink>
          )}
        </div>
      </section>
      <ul className="landing-points">
        {POINTS.map(([title, text]) => (
          <li key={title}>
            <Icon name="vehicle" size={24} />
            <div>
              <h2>{title}</h2>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <footer className="landing-footer">
        Administrators manage staff accounts in the <a href="/_/">PocketBase dashboard</a>.
      </footer>
    </>
  );
}
