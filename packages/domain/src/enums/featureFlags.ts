/** Per-club feature switches (docs/product/shell-and-sessions.md §3). */
export const FEATURE_FLAGS = [
  'advanced_session_detection',
  'allow_font_scaling',
  'auto_pitch_detection',
  'ball_metrics',
  'browser_report_gen',
  'bt_hr_sensor_pairing',
  'chat',
  'chat_extended_capabilities',
  'configurable_comparison',
  'configurable_metrics',
  'csv_exports',
  'custom_csv',
  'customer_flexible_reporting',
  'edge_sync_direct_upload',
  'firmware_updates',
  'firmware_updates_anchor',
  'firmware_updates_gateway',
  'flexible_reporting',
  'heartrate_data',
  'individual_speed_zones',
  'metric_table',
  'multi_session',
  'native_edge_sync',
  'pitches_on_sessions',
  'raw_top_speed',
  'recruitment_dashboard',
  'session_automation',
  'session_rework',
  'tactical_map_speed',
  'warmup_match_session',
  'web_segments',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}
