import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** The auto listing form (add, or edit when an id is given) — not built yet; its route is wired so the page can land on its own. */
export function AutoFormPage(_props: { id?: string }) {
  return <RoutePlaceholder routeKey={_props.id ? 'updateAuto' : 'addAuto'} />;
}

export default AutoFormPage;
