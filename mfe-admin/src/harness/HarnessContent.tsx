import { AdminRoot } from '../app/AdminRoot';

export function HarnessContent() {
  return <AdminRoot />;
}
