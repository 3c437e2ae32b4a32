import { Type } from 'typebox';
import { KIND_NAMES } from './registry.js';

// Apart from the registry: the site server and other tools read the kinds without loading the schema library.

/** A kind as a route takes it (body, query or path): anything else is refused with the validation messages. */
export const ListingKindSchema = Type.Enum([...KIND_NAMES]);
