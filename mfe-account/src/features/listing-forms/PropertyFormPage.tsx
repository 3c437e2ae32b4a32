import { RoutePlaceholder } from '../routes/RoutePlaceholder';

/** The property listing form (add, or edit when an id is given) — not built yet; its route is wired so the page can land on its own. */
export function PropertyFormPage(_props: { id?: string }) {
  return <RoutePlaceholder routeKey={_props.id ? 'updateProperty' : 'addProperty'} />;
}

export default PropertyFormPage;
