import { useId } from 'react';
import { useTranslation } from '@souq/shared';
import VerificationPanel from './VerificationPanel';
import './verificationTexts';

/**
 * My account, for an Agent or a Corporate member: their licence or commercial registration for the Verified mark
 * on their profile, and where the request stands. Lazily loaded below the profile form.
 */
export default function AgentVerificationSection({ memberId }: { memberId: number }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <section className="acc-form vr-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('verification.agentTitle')}</h2>
      <p className="acc-form__intro">{t('verification.agentIntro')}</p>
      <VerificationPanel subject={{ kind: 'agent', id: memberId }} />
    </section>
  );
}
