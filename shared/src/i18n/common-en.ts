// English texts of the `common` namespace. Texts quoted by the SPEC are kept character for character.
export const commonEn = {
  loading: 'Please wait, we are fetching your data...',
  empty: {
    noData: 'No Data Found',
    noListings: 'No Listings',
    noSavedListings: 'No Saved Listings',
    noReviews: 'No reviews',
    noRecords: 'No Records Found',
  },
  delete: {
    title: 'Delete',
    message: 'Are you sure you want to delete',
    questionMark: '?',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  report: {
    reportConfirm: 'Are you sure you want to report this review?',
    unreportConfirm: 'Are you sure you want to unreport this report?',
    yes: 'Yes',
    no: 'No',
  },
  unavailable: {
    title: 'This section is unavailable',
    text: 'This part of the page could not be loaded. You can keep browsing or try again.',
    retry: 'Try again',
  },
  errors: {
    permission: 'You do not have permission!',
  },
  session: {
    loggedOut: 'Logged out successfully',
  },
  status: {
    expired: 'Expired',
    active: 'Active',
  },
  currency: {
    Syp: 'SYP',
    USD: 'USD',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
  validation: {
    required_field: 'The :attribute field is required',
    email_field: 'Please enter a valid email address',
    min_field: 'The :attribute field must be at least :min characters.',
    max_field: 'The :attribute field may not be greater than :max characters.',
    numeric_field: 'The :attribute field must be a number.',
    alpha_num_field: 'The :attribute field may only contain letters and numbers.',
    alpha_num_space_field: 'The :attribute field may only contain letters, numbers, and spaces.',
    otp_required: 'OTP is required and must be 6 digits.',
  },
  age: {
    second_one: '{{count}} second',
    second_other: '{{count}} seconds',
    minute_one: '{{count}} minute',
    minute_other: '{{count}} minutes',
    hour_one: '{{count}} hour',
    hour_other: '{{count}} hours',
    day_one: '{{count}} day',
    day_other: '{{count}} days',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    year_one: '{{count}} year',
    year_other: '{{count}} years',
  },
};
