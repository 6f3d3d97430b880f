import { useTranslation } from 'react-i18next';

/** How many charms the piece carries: Chain only (0) or 1 up to the base's maximum. */
export function CountSelector(props: { choices: number[]; count: number; onChoose(count: number): void }) {
  const { t } = useTranslation('builder');
  return (
    <fieldset className="builder-count">
      <legend>{t('Number of charms')}</legend>
      <div className="builder-count__choices">
        {props.choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className="builder-count__choice"
            aria-pressed={choice === props.count}
            onClick={() => props.onChoose(choice)}
          >
            {choice === 0 ? t('Chain only') : choice}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
