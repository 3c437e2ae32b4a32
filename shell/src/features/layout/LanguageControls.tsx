import { changeLanguage, SUPPORTED_LANGUAGES, sanitizeLanguage, useSession, useTranslation } from '@souq/shared';

/** The language selector of docs/product/routes.md. */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const language = useSession((state) => state.language);
  return (
    <label className="souq-field-inline">
      <span className="souq-visually-hidden">{t('header.language')}</span>
      <select
        value={language}
        aria-label={t('header.language')}
        onChange={(event) => {
          const next = sanitizeLanguage(event.target.value);
          if (next) changeLanguage(next);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng.code} value={lng.code} lang={lng.code}>
            {lng.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The one-click language switch of docs/product/routes.md (English ⇄ Arabic); its label names the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const language = useSession((state) => state.language);
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className="souq-button souq-button--ghost" lang={other} onClick={() => changeLanguage(other)}>
      {t('header.switchLanguage')}
    </button>
  );
}

/** Currency switch USD / SYP; the session store keeps the symbol ('Syp' by default). */
export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const symbol = useSession((state) => state.symbol);
  const setSymbol = useSession((state) => state.setSymbol);
  const options = [
    { value: 'Syp' as const, label: t('header.currencySyp') },
    { value: 'USD' as const, label: t('header.currencyUsd') },
  ];
  return (
    <div className="souq-segmented" role="group" aria-label={t('header.currency')}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={symbol === option.value}
          className={symbol === option.value ? 'is-selected' : undefined}
          onClick={() => setSymbol(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
