// Messages of the plans, subscription and admin catalogue endpoints, in English; messages-ar.ts holds their Arabic.
export const MSG = {
  plans: 'Subscription plans',
  detail: 'Subscription',
  history: 'Subscription history',
  trialStarted: 'Your free trial has started.',
  invalidPlan: 'The selected plan is invalid.',
  trialUsed: 'You have already used your free trial.',
  paidPlanLive: 'Your paid plan is still running; a free trial can only start without one.',
  notSubscriber:
    'Only agents and companies subscribe to plans. Change your account type to Agent in your profile first.',
  adminPlans: 'Plans',
  planUpdated: 'Plan updated.',
  planNotFound: 'Plan not found.',
  adminOptions: 'Listing options',
  optionUpdated: 'Listing option updated.',
  optionNotFound: 'Listing option not found.',
  jobRun: 'Subscriptions checked.',
} as const;
