import { AccountRoot } from '../app/AccountRoot';

export function HarnessContent() {
  return <AccountRoot />;
}
