import type { Migration } from 'kysely';

// Every migration, one line per file, in order. Core owns 0001–0049, geography 0050–0069, media 0070–0099.
export const migrations: Record<string, () => Promise<Migration>> = {
  '0001_tenants': () => import('./0001_tenants.js'),
  '0002_users': () => import('./0002_users.js'),
  '0003_sessions_and_codes': () => import('./0003_sessions_and_codes.js'),
  '0050_geography': () => import('./0050_geography.js'),
  '0070_media_files': () => import('./0070_media_files.js'),
  '0100_content': () => import('./0100_content.js'),
  '0150_properties': () => import('./0150_properties.js'),
  '0160_property_search_indexes': () => import('./0160_property_search_indexes.js'),
  '0200_autos': () => import('./0200_autos.js'),
  '0250_saved_searches': () => import('./0250_saved_searches.js'),
  '0260_search_history': () => import('./0260_search_history.js'),
  '0270_listing_daily_stats': () => import('./0270_listing_daily_stats.js'),
  '0280_property_keyword_indexes': () => import('./0280_property_keyword_indexes.js'),
  '0290_listing_submissions': () => import('./0290_listing_submissions.js'),
  '0300_listing_view_marks': () => import('./0300_listing_view_marks.js'),
  '0310_search_text_words_once': () => import('./0310_search_text_words_once.js'),
  '0320_property_rent_period': () => import('./0320_property_rent_period.js'),
  '0330_spread_listings_at_city_centres': () => import('./0330_spread_listings_at_city_centres.js'),
  '0350_listing_lifecycle': () => import('./0350_listing_lifecycle.js'),
  '0360_agent_trust': () => import('./0360_agent_trust.js'),
  '0370_plans_and_payments': () => import('./0370_plans_and_payments.js'),
  '0380_moderation': () => import('./0380_moderation.js'),
  '0382_recently_closed_listings': () => import('./0382_recently_closed_listings.js'),
  '0383_photo_hash_bands': () => import('./0383_photo_hash_bands.js'),
};
