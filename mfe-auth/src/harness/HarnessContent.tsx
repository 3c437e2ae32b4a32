import { AuthRoot } from '../app/AuthRoot';

export function HarnessContent() {
  return <AuthRoot />;
}
