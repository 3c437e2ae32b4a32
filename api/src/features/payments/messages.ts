// Messages of the payment endpoints, in English; messages-ar.ts holds their Arabic.

export const MSG = {
  started: 'Payment created.',
  confirmedAtOnce: 'Your credit covers this purchase: it is active now.',
  proofSent: 'Thank you. We will confirm your payment shortly.',
  detail: 'Payment',
  list: 'Payments',
  confirmed: 'Payment confirmed.',
  rejected: 'Payment rejected.',
  notFound: 'Payment not found.',
  onlyAgents:
    'Only agents and companies can buy plans and listing options. Change your account type to Agent in My account first.',
  planUnavailable: 'This plan is not available for your account.',
  listingNotFound: 'Listing not found.',
  listingNotActive: 'Only an active listing can be promoted.',
  alreadyOpen: 'You already have a payment waiting for this purchase. Finish it or wait for its confirmation first.',
  planRequired: 'Choose a plan and a billing period.',
  listingRequired: 'Choose the listing to promote.',
  checkoutUnavailable: 'Card payment is not available at the moment. Please choose another method.',
  checkoutFailed: 'The card payment service did not answer. Please try again or choose another method.',
  notManual: 'Only a bank transfer, cash or mobile wallet payment takes a receipt.',
  notPending: 'This payment is no longer waiting for your receipt.',
  receiptRequired: 'Attach the receipt of your payment.',
  receiptType: 'The receipt must be a JPEG, PNG or WebP picture or a PDF file.',
  receiptTooLarge: 'The receipt may not be greater than 5 MB.',
  noReceipt: 'This payment has no receipt.',
  cannotConfirm: 'Only a payment waiting for confirmation can be confirmed.',
  cannotReject: 'Only a payment waiting for confirmation can be rejected.',
  cancelled: 'Your order is cancelled. Nothing was charged.',
  cancelProofSent: 'Your receipt is already with an administrator: this payment can no longer be cancelled.',
  cancelCard: 'A card payment cannot be cancelled here: the card payment service decides it.',
  cannotCancel: 'Only a payment still waiting for your receipt can be cancelled.',
} as const;

/** The largest receipt a member may upload. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
