import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isHttpError, toast, useTranslation, validationMessage } from '@souq/shared';
import { fieldErrors } from '@souq/shared/area-kit';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { becomeAgent, type Account, type ListingCategory } from './profileApi';
import './profileTexts';

const LISTING_CATEGORIES: readonly ListingCategory[] = ['real_estate', 'auto', 'both'];
/** The plans page's Individual note links here (`/my-account#become-agent`). */
const SECTION_ID = 'become-agent';

/** The message to show under the choices after a failed request: the server's, already in the page's language. */
function failureText(error: unknown): string | null {
  if (!isHttpError(error) || error.kind === 'cancelled' || error.kind === 'network') return null;
  return fieldErrors(error).listing_category?.[0] ?? error.message;
}

/**
 * docs/product/roles.md: Individuals do not post; Agents do, in the listing category they choose. Here an Individual becomes an
 * Agent, choosing that category as Agents do at sign-up.
 */
export function BecomeAgentSection({ onBecameAgent }: { onBecameAgent: (account: Account) => void }) {
  const { t } = useTranslation('account');
  const [category, setCategory] = useState<ListingCategory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const label = t('profile.fields.listing_category');

  // Arriving from the plans page's link, the section is drawn only once the account has loaded: bring it into view then.
  useEffect(() => {
    if (window.location.hash === `#${SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!category) {
      setError(validationMessage('required', label));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { message, account } = await becomeAgent(category);
      toast.success(message);
      onBecameAgent(account);
    } catch (failure) {
      // The interceptor toasted it; it also stays under the choices, which keep what was chosen.
      setError(failureText(failure));
      setSending(false);
    }
  };

  return (
    <section id={SECTION_ID} ref={section} className="acc-form acc-profile acc-become-agent" aria-labelledby={titleId}>
      <form name="become-agent" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="acc-become-agent__title">
          {t('becomeAgent.title')}
        </h2>
        <p className="acc-field__hint">{t('becomeAgent.explanation')}</p>
        <ChoiceGroup
          name="listing_category"
          legend={label}
          choices={LISTING_CATEGORIES.map((value) => ({ value, label: t(`profile.listingCategories.${value}`) }))}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setError(null);
          }}
          error={error}
          disabled={sending}
        />
        <div className="acc-form__actions">
          <button type="submit" className="acc-button acc-button--primary" disabled={sending} aria-busy={sending}>
            {t('becomeAgent.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
