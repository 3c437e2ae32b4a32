import { Button } from 'antd';
import { capitalizeFirst, getRuntimeConfig, useTranslation } from '@souq/shared';

/**
 * docs/product/routes.md: sign-in with a social network, one button per provider the site is configured with
 * (runtime config `socialProviders`). The provider's sign-in runs server-side, starting at the API.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const { apiBase, socialProviders } = getRuntimeConfig();
  // Google has its own button (Google Identity Services).
  const providers = socialProviders.filter((provider) => provider.toLowerCase() !== 'google');
  if (providers.length === 0) return null;
  return (
    <div className="mfe-social">
      {providers.map((provider) => (
        <Button key={provider} block href={`${apiBase}/auth/${encodeURIComponent(provider)}/redirect`}>
          {t('social.provider', { provider: capitalizeFirst(provider) })}
        </Button>
      ))}
    </div>
  );
}
