import { type Kysely, sql } from 'kysely';
import {
  CITY_CENTRES,
  cityCentre,
  neighbourhoodSpot,
  scatterAround,
  SYRIA_CENTRE,
} from '../../features/property/city-centres.js';
import { mulberry32 } from '../../lib/deterministic-random.js';

// Listings stored without coordinates of their own sat exactly on their city's centre, so their map pins stacked
// and a click on the pile opened whichever listing was on top. Each such listing moves to its own place: around
// its neighbourhood's spot when it names one, else around the centre, drawn from its id (the same on every
// database). Listings with coordinates of their own are left where they are.

interface Row {
  id: number;
  latitude: number;
  longitude: number;
  neighborhood_id: number | null;
  city_code: string;
}

const BATCH = 500;

export async function up(db: Kysely<any>): Promise<void> {
  const centres = [...Object.values(CITY_CENTRES), SYRIA_CENTRE];
  const atACentre = sql.join(centres.map(([lat, lng]) => sql`(${lat}::float8, ${lng}::float8)`));
  const { rows } = await sql<Row>`
    SELECT p.id, p.latitude, p.longitude, p.neighborhood_id, c.code AS city_code
    FROM properties p JOIN cities c ON c.id = p.city_id
    WHERE (p.latitude, p.longitude) IN (${atACentre})
    ORDER BY p.id`.execute(db);
  const moves = rows
    .filter((row) => {
      const [lat, lng] = cityCentre(row.city_code);
      return Number(row.latitude) === lat && Number(row.longitude) === lng;
    })
    .map((row) => {
      const spot =
        row.neighborhood_id !== null
          ? neighbourhoodSpot(row.city_code, row.neighborhood_id)
          : cityCentre(row.city_code);
      const [latitude, longitude] = scatterAround(spot, mulberry32(row.id * 2654435761));
      return { id: row.id, latitude, longitude };
    });
  for (let start = 0; start < moves.length; start += BATCH) {
    const values = sql.join(
      moves.slice(start, start + BATCH).map((m) => sql`(${m.id}::int, ${m.latitude}::float8, ${m.longitude}::float8)`),
    );
    await sql`
      UPDATE properties p SET latitude = v.latitude, longitude = v.longitude
      FROM (VALUES ${values}) AS v(id, latitude, longitude)
      WHERE p.id = v.id`.execute(db);
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: a listing's place near its city is as good as its centre, and the centre stacked the pins.
}
