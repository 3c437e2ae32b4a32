import { AutoRoot } from '../app/AutoRoot';

export function HarnessContent() {
  return <AutoRoot />;
}
