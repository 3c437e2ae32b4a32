import { NotFoundInRemote as NotFound } from '../remote-kit/NotFoundInRemote';
import { AREA_NS } from './area-texts';

/** An address under a signed-in area's paths that none of its pages answers, in the kit's words. */
export function NotFoundInRemote() {
  return <NotFound ns={AREA_NS} />;
}
