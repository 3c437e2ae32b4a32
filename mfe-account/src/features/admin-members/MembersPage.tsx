import { useTranslation } from '@souq/shared';

/** Members: search, view, suspend with a reason, restore. */
export default function MembersPage() {
  const { t } = useTranslation('account');
  return <p>{t('adminArea.nav.members')}</p>;
}
