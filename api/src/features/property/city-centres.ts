import { mulberry32 } from '../../lib/deterministic-random.js';

// Approximate centres (latitude, longitude) of the cities in the geography seed, by place code. Listings without
// coordinates of their own are placed here, and the seed scatters listings around them.
export const CITY_CENTRES: Record<string, readonly [number, number]> = {
  damascus: [33.5138, 36.2765],
  douma: [33.5722, 36.4026],
  jaramana: [33.4862, 36.3466],
  darayya: [33.458, 36.2356],
  qudsaya: [33.5338, 36.2386],
  sahnaya: [33.4322, 36.2839],
  harasta: [33.5586, 36.365],
  'al-tall': [33.6103, 36.3106],
  saydnaya: [33.6958, 36.3772],
  zabadani: [33.7247, 36.1003],
  qatana: [33.4392, 36.0794],
  yabroud: [33.9675, 36.6575],
  'al-nabek': [34.0236, 36.7283],
  aleppo: [36.2021, 37.1343],
  manbij: [36.5281, 37.9549],
  'al-bab': [36.3706, 37.5157],
  azaz: [36.5866, 37.0463],
  afrin: [36.5119, 36.8694],
  jarabulus: [36.8175, 38.0111],
  'as-safira': [36.0769, 37.3731],
  homs: [34.7324, 36.7137],
  palmyra: [34.556, 38.267],
  'al-qusayr': [34.5089, 36.5797],
  'al-rastan': [34.9267, 36.7325],
  talkalakh: [34.6686, 36.2597],
  hama: [35.1318, 36.7578],
  salamiyah: [35.0113, 37.0532],
  masyaf: [35.0653, 36.3422],
  mahardah: [35.2478, 36.5728],
  'al-suqaylabiyah': [35.3697, 36.3936],
  latakia: [35.5317, 35.7915],
  jableh: [35.3611, 35.9256],
  'al-haffah': [35.6003, 36.0344],
  qardaha: [35.4569, 36.0583],
  kessab: [35.9239, 35.9867],
  tartus: [34.889, 35.8866],
  baniyas: [35.1822, 35.9403],
  safita: [34.8206, 36.1169],
  dreikish: [34.8967, 36.1347],
  'al-shaykh-badr': [34.9939, 36.08],
  idlib: [35.9306, 36.6339],
  'maarat-al-numan': [35.6433, 36.6717],
  'jisr-al-shughur': [35.8125, 36.3181],
  ariha: [35.8136, 36.6086],
  harem: [36.2072, 36.5186],
  saraqib: [35.8644, 36.8006],
  'deir-ez-zor': [35.3359, 40.1408],
  'al-mayadin': [35.0208, 40.4528],
  'al-bukamal': [34.4536, 40.9367],
  raqqa: [35.9528, 39.0079],
  'al-tabqa': [35.8367, 38.5481],
  'tal-abyad': [36.6975, 38.9567],
  'al-hasakah': [36.5024, 40.7477],
  qamishli: [37.0522, 41.2264],
  'ras-al-ayn': [36.8503, 40.0706],
  'al-malikiyah': [37.1775, 42.1389],
  amuda: [37.1042, 40.93],
  daraa: [32.6189, 36.1021],
  izra: [32.8569, 36.2583],
  'al-sanamayn': [33.0711, 36.1844],
  nawa: [32.8878, 36.0431],
  bosra: [32.5178, 36.4817],
  jasim: [32.9922, 36.0603],
  'as-suwayda': [32.709, 36.5695],
  shahba: [32.855, 36.6294],
  salkhad: [32.4917, 36.7111],
  quneitra: [33.126, 35.824],
  'khan-arnabah': [33.1836, 35.8878],
  'madinat-al-baath': [33.1711, 35.8547],
};

/** Syria's middle, for a city missing above. */
export const SYRIA_CENTRE: readonly [number, number] = [34.8, 38.99];

export function cityCentre(cityCode: string): readonly [number, number] {
  return CITY_CENTRES[cityCode] ?? SYRIA_CENTRE;
}

/** How far (degrees) a neighbourhood's spot may be from its city's centre. */
const NEIGHBOURHOOD_SPREAD = 0.035;
/** How far (degrees, ~400 m) a listing is scattered from its neighbourhood's spot, so pins do not stack. */
const LISTING_SCATTER = 0.004;

/**
 * Neighbourhoods have no coordinates of their own: each gets a spot within a few kilometres of its city's centre,
 * drawn from its id, so it is the same every time.
 */
export function neighbourhoodSpot(cityCode: string, neighbourhoodId: number): [number, number] {
  const [lat, lng] = cityCentre(cityCode);
  const draw = mulberry32(neighbourhoodId * 7919);
  return [lat + (draw() - 0.5) * 2 * NEIGHBOURHOOD_SPREAD, lng + (draw() - 0.5) * 2 * NEIGHBOURHOOD_SPREAD];
}

/** A listing's own place around a spot, from two draws of `draw` (rounded to the six decimals stored). */
export function scatterAround([lat, lng]: readonly [number, number], draw: () => number): [number, number] {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return [round(lat + (draw() - 0.5) * 2 * LISTING_SCATTER), round(lng + (draw() - 0.5) * 2 * LISTING_SCATTER)];
}
