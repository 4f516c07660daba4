/** `app_settings`: small admin-editable settings, one JSON value per key. */
export interface AppSettingsTable {
  key: string;
  /** JSON text */
  value: string;
  /** epoch ms */
  updated_at: number;
}
