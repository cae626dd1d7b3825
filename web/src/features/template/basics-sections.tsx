import { useTranslation } from "../../lib/i18n";
import { Button } from "../../ui/button";
import { KitSection } from "./kit-section";

const SWATCHES = ["ink", "primary", "gold", "danger", "success", "warning"] as const;

export function ColoursSection() {
  const { t } = useTranslation("template");
  return (
    <KitSection id="colours" title={t("section.colours")} about={t("colours.about")}>
      <ul className="swatches">
        {SWATCHES.map((name) => (
          <li key={name}>
            <span className="swatch" style={{ background: `var(--color-${name})` }} />
            <strong>{t(`colours.${name}`)}</strong>
            <code>{`--color-${name}`}</code>
            <span className="muted">{t(`colours.${name}Use`)}</span>
          </li>
        ))}
      </ul>
    </KitSection>
  );
}

export function ButtonsSection() {
  const { t } = useTranslation("template");
  return (
    <KitSection id="buttons" title={t("section.buttons")} about={t("buttons.about")}>
      <div className="row">
        <Button>{t("buttons.save")}</Button>
        <Button variant="secondary">{t("buttons.cancel")}</Button>
        <Button variant="danger">{t("buttons.delete")}</Button>
        <Button variant="ghost">{t("buttons.ghost")}</Button>
        <Button variant="link">{t("buttons.link")}</Button>
      </div>
      <div className="row">
        <Button disabled>{t("buttons.disabled")}</Button>
        <Button variant="secondary" disabled>
          {t("buttons.disabled")}
        </Button>
        <Button busy>{t("buttons.saving")}</Button>
        <Button variant="secondary" className="button-small">
          {t("buttons.small")}
        </Button>
      </div>
    </KitSection>
  );
}
