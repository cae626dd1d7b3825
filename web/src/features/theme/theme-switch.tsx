import { useTranslation } from "../../lib/i18n";
import { THEME_CHOICES, useThemeChoice, type ThemeChoice } from "../../lib/theme";
import { Icon } from "../../ui/icons";

/**
 * The top bar's theme switch (docs/decisions/themes-and-accessibility.md): a native select named
 * "Theme", so it works by keyboard, touch and screen reader alike; the choice is remembered on
 * this device. Short option names keep it on a 360 px phone's top bar.
 */
export function ThemeSwitch() {
  const [choice, choose] = useThemeChoice();
  const { t } = useTranslation("theme");
  return (
    <div className="theme-switch">
      <label htmlFor="theme-switch">
        <Icon name="theme" size={18} />
        <span className="visually-hidden">{t("label")}</span>
      </label>
      <select id="theme-switch" value={choice} onChange={(event) => choose(event.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {t(`choice.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
