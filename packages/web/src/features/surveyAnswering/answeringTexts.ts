/** The answering page's texts (docs/product/athlete-app.md §3). */
export const ANSWERING_TEXTS = {
  next: 'Next',
  back: 'Back',
  submit: 'Submit',
  sending: 'Sending…',
  change: 'Change',
  backHome: 'Back to my home',
  reviewHeading: 'Check your answers',
  answeredBefore: 'You have answered this survey. Answering again replaces your answer.',
  kept: 'You are offline. Your answers are saved on this phone and will be sent when you are back online.',
  sent: 'Sent.',
  notFound: 'Survey not found',
} as const;
