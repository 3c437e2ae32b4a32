import { useEffect, useState } from 'react';
import type { Place } from './listingApi';

/** A stored listing's own choice at one level of a cascade, with the choice above it that it belongs to. */
export interface KnownPlace {
  parent: string;
  place: Place;
}

/**
 * Loads the entries under a chosen parent (a place's cities, a brand's classes; nothing while it is not chosen).
 * An edit form passes the listing's own choice (`known`, from its edit copy): until the list arrives, that is the one
 * entry, so the form shows the stored place or model the moment it opens rather than a round trip later.
 */
export function usePlaces(
  load: (parent: string) => Promise<Place[]>,
  parent: string | undefined,
  known?: KnownPlace | null,
): Place[] {
  const [places, setPlaces] = useState<Place[]>([]);
  useEffect(() => {
    setPlaces([]);
    if (!parent) return undefined;
    let live = true;
    load(parent).then(
      (list) => live && setPlaces(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, parent]);
  if (places.length === 0 && known && parent && known.parent === parent) return [known.place];
  return places;
}

/** The listing's choice under `parent`, when both are stored. */
export function knownPlace(
  parent: { id: number } | null | undefined,
  place: Place | null | undefined,
): KnownPlace | null {
  return parent && place ? { parent: String(parent.id), place } : null;
}
