import { useEffect, useState } from 'react';
import type { Place } from './listingApi';

/** Loads the entries under a chosen parent (a place's cities, a brand's classes; nothing while it is not chosen). */
export function usePlaces(load: (parent: string) => Promise<Place[]>, parent: string | undefined): Place[] {
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
  return places;
}
