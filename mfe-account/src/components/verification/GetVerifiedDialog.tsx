import { useId } from 'react';
import { useTranslation } from '@souq/shared';
import { ModalFrame } from '@souq/shared/listing-ui';
import { ACCOUNT_UI } from './accountUi';
import type { VerificationSubject } from './verificationApi';
import VerificationPanel from './VerificationPanel';
import './verificationTexts';

/** A listing's "Get verified" dialog in My listings: what the request is at, and the document form. Lazily loaded. */
export default function GetVerifiedDialog({
  subject,
  name,
  onClose,
  onChange,
}: {
  subject: VerificationSubject;
  name: string;
  onClose: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <ModalFrame ui={ACCOUNT_UI} titleId={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('verification.status', { name })}</h2>
      <p className="acc-field__hint">{t('verification.listingIntro')}</p>
      <VerificationPanel subject={subject} onChange={onChange} />
      <div className="acc-form__actions">
        <button type="button" className="acc-button" onClick={onClose}>
          {t('verification.close')}
        </button>
      </div>
    </ModalFrame>
  );
}
