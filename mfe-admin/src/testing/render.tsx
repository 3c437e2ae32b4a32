// The admin pages' tests render with the admin remote's texts.
import '../i18n/translations';

export { agent, fill, renderPage } from '@souq/shared/testing';
