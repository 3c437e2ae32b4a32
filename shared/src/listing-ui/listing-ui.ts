/**
 * What tells the kinds' remotes' listing pages apart: the i18n namespace their texts live in (each remote's own)
 * and the prefix of their class names ('pp', 'ap'). The components of this entry render
 * the same DOM for both, with these filled in.
 */
export interface ListingUi {
  ns: string;
  prefix: string;
}
