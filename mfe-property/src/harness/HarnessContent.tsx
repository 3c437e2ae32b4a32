import { PropertyRoot } from '../app/PropertyRoot';

export function HarnessContent() {
  return <PropertyRoot />;
}
