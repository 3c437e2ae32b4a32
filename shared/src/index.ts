// Public API of @souq/shared. Shared as a Module Federation singleton: one session store,
// one HTTP client and one i18n instance per page. The instance guard runs first.
// Nothing here imports antd at run time; antd-based pieces (AntdProvider, DeleteConfirmDialog)
// live in the '@souq/shared/antd' entry, which each app bundles with its own antd.
export { SHARED_INSTANCE_ID } from './config/shared-instance';

// Runtime config
export {
  loadRuntimeConfig,
  getRuntimeConfig,
  parseRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG,
} from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { readBootData } from './config/boot-data';

// Session
export { useSession, sessionStore, isLoggedIn, DEFAULT_SYMBOL, DEFAULT_PAGE } from './session/session-store';
export type { SessionState, AuthModalMode, CurrencySymbol, PageType } from './session/session-store';
export { parseSessionUser, USER_TYPES } from './session/session-user';
export type { SessionUser, UserType } from './session/session-user';
export { STORAGE_KEYS, LANGUAGE_COOKIE } from './session/storage-keys';

// HTTP
export { configureHttp, http } from './http/http-client';
export type { ApiEnvelope, HttpSettings, JsonRequest, MultipartRequest, UploadProgressEvent } from './http/http-client';
export { flattenErrors } from './http/flatten-errors';
export { HttpError, isHttpError } from './http/http-error';
export { fieldErrors } from './http/field-errors';
export type { HttpErrorKind } from './http/http-error';
export { TENANT_NOT_FOUND_MESSAGE, FORBIDDEN_REDIRECT_DELAY_MS } from './http/error-interceptor';

// The API's contract: request and answer types generated from its OpenAPI document (types only, nothing at run time)
export type { ApiAnswer, ApiBody, ApiPath, ApiQuery, ApiRefusal, ApiResponse } from './api-contract/api-answer';

// i18n
export { i18n, initI18n, addTranslations, changeLanguage, COMMON_NS } from './i18n/i18n';
export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, sanitizeLanguage, isRtl } from './i18n/languages';
export type { Lang, SupportedLanguage } from './i18n/languages';
export { detectLanguage } from './i18n/detect-language';
export { useTranslation, Trans } from 'react-i18next';

// Providers and toasts
export { SouqProviders } from './ui/SouqProviders';
export { SouqToaster } from './toast/SouqToaster';
export { toast, TOAST_OPTIONS, SUCCESS_TOAST_DELAY_MS } from './toast/toast';

// Formatting
export {
  formatLargePrice,
  formatNumber,
  formatOldPounds,
  formatPrice,
  OLD_POUNDS_PER_NEW,
  toWholeNumberString,
} from './format/number';
export { formatDate, isExpired } from './format/date';
export { relativeAge, ageParts } from './format/relative-age';
export type { AgeUnit } from './format/relative-age';
export { capitalizeFirst, isolate, joinList } from './format/text';
export { paginationItems } from './format/pagination-items';
export type { PaginationItem, PaginationInput } from './format/pagination-items';
export { Pagination } from './format/Pagination';
export type { PaginationProps } from './format/Pagination';

// UI
export { EmptyState } from './ui/EmptyState';
export type { EmptyStateKind } from './ui/EmptyState';
export { ErrorBoundary, BOUNDARY_ERROR_EVENT } from './ui/ErrorBoundary';
export type { ErrorBoundaryProps } from './ui/ErrorBoundary';
export { UnavailableCard } from './ui/UnavailableCard';
export { LoadingText } from './ui/LoadingText';
export { CardsSkeleton, PageSkeleton } from './ui/PageSkeleton';
export type { PageSkeletonKind } from './ui/PageSkeleton';
export { announcePageTitle, AnnouncePageTitle, usePageTitle } from './ui/page-title';

// Validation
export { VALIDATION_KEYS, validationMessage, OTP_LENGTH, otpRequiredMessage } from './validation/validation-messages';
export type { ValidationRule, ValidationParams } from './validation/validation-messages';
export { rules } from './validation/form-rules';
