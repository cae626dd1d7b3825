import { Button } from "../../ui/button";
import { KitSection } from "./kit-section";

const SWATCHES = [
  ["Ink", "--color-ink", "Header, sidebar, landing page"],
  ["Primary", "--color-primary", "Main actions and links"],
  ["Gold", "--color-gold", "The brand and the loading bar"],
  ["Danger", "--color-danger", "Errors and destructive actions"],
  ["Success", "--color-success", "Done, available"],
  ["Warning", "--color-warning", "Needs attention, in the workshop"],
] as const;

export function ColoursSection() {
  return (
    <KitSection id="colours" title="Colours" about="The tokens at the top of web/src/ui/styles.css; text on each meets WCAG AA contrast.">
      <ul className="swatches">
        {SWATCHES.map(([name, token, use]) => (
          <li key={token}>
            <span className="swatch" style={{ background: `var(${token})` }} />
            <strong>{name}</strong>
            <code>{token}</code>
            <span className="muted">{use}</span>
          </li>
        ))}
      </ul>
    </KitSection>
  );
}

export function ButtonsSection() {
  return (
    <KitSection
      id="buttons"
      title="Buttons"
      about="One primary action per screen; secondary for the rest; danger only for what cannot be undone. Busy buttons refuse a second click."
    >
      <div className="row">
        <Button>Save vehicle</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Delete</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="link">Link-style button</Button>
      </div>
      <div className="row">
        <Button disabled>Disabled</Button>
        <Button variant="secondary" disabled>
          Disabled
        </Button>
        <Button busy>Saving…</Button>
        <Button variant="secondary" className="button-small">
          Small
        </Button>
      </div>
    </KitSection>
  );
}
