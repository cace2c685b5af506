/** The athlete profile's texts (docs/product/athlete-app.md §2.3). */
export const PROFILE_TEXTS = {
  range: 'Range',
  trends: 'Season trends',
  trendsIntro: 'Distance, high-intensity and sprint distance, and top speed, session by session.',
  noSessions: 'No sessions with data in this range.',
  bests: 'Personal bests',
  noBests: 'Personal bests appear after the first session with data.',
  load: 'Acute:chronic ratio',
  loadIntro:
    'The last 7 days’ distance over the last 28 days’, rolling and EWMA, day by day; the band is the 0.8–1.3 sweet spot.',
  noRatio: 'The acute:chronic ratio needs four weeks of sessions.',
  peaks: 'Peak demands',
  peaksIntro: 'The most distance and high-intensity distance in 1 to 10 minutes of any session.',
  noPeaks: 'No peak demands in this range.',
  window: 'Window',
  distance: 'Distance',
  highIntensity: 'High-intensity distance',
  heartRate: 'Heart-rate zones',
  heartRateIntro: (minutes: number, sessions: number) =>
    `Time with heart rate: ${Math.round(minutes)} min in ${sessions} ${sessions === 1 ? 'session' : 'sessions'}.`,
  noHeartRate: 'No sessions with heart rate in this range.',
  loading: 'Loading the profile',
} as const;
