// The account pages' tests render with the account remote's texts.
import '../i18n/translations';

export { agent, corporate, fill, individual, renderPage } from '@souq/shared/testing';
